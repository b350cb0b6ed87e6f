import { vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// Paper is measured in millimetres and type in points: a card is a bank card (ISO/IEC 7810
// ID-1, 85.6 × 54 mm); ten fit an A4 sheet inside 10 mm margins.
const PAGE_MARGIN = '10mm';
const SHEET_HEIGHT = '277mm';
const QR_SIZE = '24mm';
const mono = "'Noto Sans Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";
const print = 'print';

globalStyle('@page', { size: 'A4', margin: PAGE_MARGIN } as Record<string, string>);

export const page = style({
  minHeight: '100vh',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  background: vars.color.surfaceSunken,
  overflowX: 'auto',
  '@media': { [print]: { minHeight: 0, padding: 0, background: 'none', overflow: 'visible' } },
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

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brand });

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
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 85.6mm)',
  gridAutoRows: '54mm',
  justifyContent: 'center',
  gap: '0 4mm',
});

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  overflow: 'hidden',
  // Cutting guides, like the copy labels'.
  border: `0.2mm dashed ${vars.color.border}`,
  borderRadius: '3mm',
  color: vars.color.ink,
  breakInside: 'avoid',
});

export const band = style({
  display: 'flex',
  alignItems: 'center',
  gap: '2mm',
  padding: '1.5mm 3mm',
  background: vars.color.brand,
  color: vars.color.onBrand,
  WebkitPrintColorAdjust: 'exact',
  printColorAdjust: 'exact',
});

export const mark = style({ display: 'flex', flexShrink: 0 });

export const names = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: '6pt',
  fontWeight: 600,
  lineHeight: 1.45,
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${QR_SIZE}`,
  alignItems: 'center',
  gap: '2mm',
  padding: '2mm 3mm',
});

export const text = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: '0.8mm' });

export const kind = style({ margin: 0, fontSize: '6pt', color: vars.color.muted });

export const name = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: '11pt',
  fontWeight: 700,
  // Tall enough for Tamil and Sinhala vowel signs above and below, which tighter lines clip.
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const number = style({
  margin: 0,
  fontFamily: mono,
  fontSize: '10pt',
  letterSpacing: '0.06em',
});

export const branch = style({ margin: 0, fontSize: '6.5pt', color: vars.color.muted });

export const qr = style({ display: 'block', width: QR_SIZE, height: QR_SIZE });
