import { media, vars } from '@app/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

const rowBase = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: '4px solid transparent',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'start',
    },
  },
});

// The start edge repeats the status colour, so a reviewer can scan a long list by colour.
export const row = styleVariants({
  AWAITING_REVIEW: [rowBase, { borderInlineStartColor: vars.color.warning }],
  VERIFIED: [rowBase, { borderInlineStartColor: vars.color.success }],
  ON_LOAN: [rowBase, { borderInlineStartColor: vars.color.accent }],
  ON_HOLD: [rowBase, { borderInlineStartColor: vars.color.accent }],
  MISSING: [rowBase, { borderInlineStartColor: vars.color.danger }],
  ARCHIVED: [rowBase, { borderInlineStartColor: vars.color.neutral }],
});

export const main = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const titleLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.xs}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.ink,
  overflowWrap: 'anywhere',
});

export const author = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const fact = style({ display: 'flex', gap: vars.space.xxs, minWidth: 0 });

// Terms are quiet labels; the values are what a reviewer reads.
globalStyle(`${fact} dt`, { color: vars.color.muted });
globalStyle(`${fact} dd`, { margin: 0 });

export const code = style({
  margin: 0,
  fontFamily: "'Noto Sans Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  overflowWrap: 'anywhere',
});

const qrBase = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontWeight: 600,
});

export const qrReady = style([qrBase, { color: vars.color.success }]);
export const qrMissing = style([qrBase, { color: vars.color.muted }]);

export const qrMark = style({
  width: '0.75em',
  height: '0.75em',
  border: '2px solid currentColor',
  borderRadius: '2px',
  selectors: {
    [`${qrReady} &`]: { background: 'currentColor' },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': {
    [media.tablet]: { justifyContent: 'flex-end', maxWidth: '20rem' },
  },
});
