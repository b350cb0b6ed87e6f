import { vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// Paper is measured in millimetres and type in points: these sizes are the sheet's physical
// geometry (A4, 10 mm margins, 3 × 8 labels), so they are not on the screen's 8px grid.
const PAGE_MARGIN = '10mm';
const SHEET_HEIGHT = '277mm'; // 297 mm less the top and bottom margins
const QR_SIZE = '21mm';
const mono = "'Noto Sans Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";
const print = 'print';

globalStyle('@page', { size: 'A4', margin: PAGE_MARGIN } as Record<string, string>);

export const page = style({
  minHeight: '100vh',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  background: vars.color.surfaceSunken,
  overflowX: 'auto',
  '@media': {
    [print]: { minHeight: 0, padding: 0, background: 'none', overflow: 'visible' },
  },
});

export const toolbar = style({
  maxWidth: '210mm',
  margin: `0 auto ${vars.space.lg}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [print]: { display: 'none' } },
});

export const toolbarText = style({ flex: '1 1 18rem', minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
});

export const instructions = style({ margin: `${vars.space.xxs} 0 0`, color: vars.color.ink });

export const summary = style({
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const problem = style({
  maxWidth: '210mm',
  margin: `0 auto ${vars.space.md}`,
  padding: vars.space.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  borderRadius: vars.radius.md,
  '@media': { [print]: { display: 'none' } },
});

// On screen a sheet looks like the paper it will become; in print it is the page's content box.
export const sheet = style({
  width: '210mm',
  height: '297mm',
  padding: PAGE_MARGIN,
  margin: `0 auto ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  '@media': {
    [print]: {
      width: 'auto',
      height: SHEET_HEIGHT,
      padding: 0,
      margin: 0,
      boxShadow: 'none',
      breakAfter: 'page',
      breakInside: 'avoid',
      selectors: { '&:last-of-type': { breakAfter: 'auto' } },
    },
  },
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  height: '100%',
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gridTemplateRows: 'repeat(8, minmax(0, 1fr))',
});

// A name band across the top, then the QR code beside the book's own lines.
export const label = style({
  display: 'grid',
  gridTemplateColumns: `${QR_SIZE} minmax(0, 1fr)`,
  gridTemplateRows: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: '2mm',
  rowGap: '1mm',
  padding: '2mm',
  minHeight: 0,
  overflow: 'hidden',
  // Cutting guides; faint enough not to distract once the labels are cut.
  border: `0.2mm dashed ${vars.color.border}`,
  color: vars.color.ink,
  breakInside: 'avoid',
});

export const library = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '1.5mm',
  paddingBottom: '0.6mm',
  borderBottom: `0.2mm solid ${vars.color.brand}`,
  color: vars.color.brand,
  fontSize: '5.5pt',
  fontWeight: 600,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
});

export const mark = style({ display: 'flex', flexShrink: 0 });

export const qr = style({ display: 'block', width: QR_SIZE, height: QR_SIZE });

export const qrSkeleton = style({ gridColumn: '1 / -1', width: QR_SIZE, height: QR_SIZE });

export const noQr = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: QR_SIZE,
  height: QR_SIZE,
  border: `0.3mm solid ${vars.color.border}`,
  color: vars.color.muted,
  fontSize: '6pt',
  textAlign: 'center',
});

export const text = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.6mm',
});

export const bookTitle = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: '8pt',
  fontWeight: 700,
  // Tall enough for Tamil and Sinhala vowel signs, which a tighter clamp would clip.
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const author = style({
  margin: 0,
  fontSize: '6.5pt',
  lineHeight: 1.3,
  color: vars.color.muted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const sku = style({
  margin: 0,
  fontFamily: mono,
  fontSize: '6.5pt',
  lineHeight: 1.3,
  letterSpacing: '0.02em',
  overflowWrap: 'anywhere',
});
