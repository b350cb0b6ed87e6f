import { media, vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const monoFont = "'Noto Sans Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";

// No paper size: the printer's decides (an 80 mm receipt roll, or A4). Narrow margins, as a
// receipt printer's printable width is about 72 mm.
globalStyle('@page', { margin: '4mm' } as Record<string, string>);

export const page = style({
  maxWidth: '760px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.xxl}`,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.print]: { padding: 0, margin: 0, maxWidth: 'none' } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [media.print]: { display: 'none' } },
});

export const toolbarText = style({ flex: '1 1 16rem', minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.script,
});

export const instructions = style({
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.ink,
  lineHeight: vars.lineHeight.script,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// The slip is paper in every theme, on screen as in print. At most 120 mm wide: an A4 sheet
// gets a slip, not a page of wide lines; an 80 mm roll narrows it to its own width.
export const slip = style({
  width: '100%',
  maxWidth: '120mm',
  justifySelf: 'center',
  boxSizing: 'border-box',
  padding: vars.space.md,
  background: vars.color.paper,
  color: vars.color.pictureShade,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: '11pt',
  lineHeight: vars.lineHeight.script,
  '@media': {
    [media.print]: {
      justifySelf: 'start',
      padding: 0,
      border: 'none',
      borderRadius: 0,
      fontSize: '10pt',
    },
  },
});

export const head = style({
  textAlign: 'center',
  paddingBottom: '2mm',
  marginBottom: '2mm',
  borderBottom: `0.3mm solid ${vars.color.pictureShade}`,
});

export const library = style({ margin: 0, fontWeight: 700, fontSize: '12pt' });

export const plain = style({ margin: 0 });

export const slipTitle = style({ margin: '1mm 0 0', fontSize: '12pt', fontWeight: 700 });

export const who = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '0.5mm 3mm',
  margin: '0 0 2mm',
});

export const term = style({ fontWeight: 600 });

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const mono = style({ fontFamily: monoFont, letterSpacing: '0.02em' });

export const loans = style({ listStyle: 'none', margin: 0, padding: 0 });

export const loan = style({
  padding: '1.5mm 0',
  borderTop: `0.2mm dashed ${vars.color.pictureShade}`,
  breakInside: 'avoid',
});

export const loanTitle = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' });

export const due = style({ margin: 0, fontWeight: 700 });

export const foot = style({
  margin: '2mm 0 0',
  paddingTop: '2mm',
  borderTop: `0.3mm solid ${vars.color.pictureShade}`,
});
