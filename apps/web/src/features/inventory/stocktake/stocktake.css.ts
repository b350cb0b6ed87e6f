import { media, vars } from '@app/ui';
import { style, styleVariants } from '@vanilla-extract/css';

// Phones: one column, the scanning first so it sits under the thumb. Wide screens: scanning
// on the start side, the result beside it.
export const main = style({
  maxWidth: '1180px',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xl}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxl}` },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: vars.space.lg },
  },
});

export const wide = style({
  '@media': { [media.desktop]: { gridColumn: '1 / -1' } },
});

export const heading = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:lang(ta), &:lang(si)': { lineHeight: vars.lineHeight.script } },
});

export const subheading = style({
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.script,
});

export const muted = style({ margin: 0, color: vars.color.muted });

// One column no wider than the card: a wide table scrolls inside its own frame instead.
export const stack = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  minWidth: 0,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const grow = style({ flex: '1 1 12rem', minWidth: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });

const lineBase = style({
  display: 'grid',
  gap: 2,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderInlineStart: '4px solid',
  background: vars.color.surface,
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.script,
});

// The edge says the verdict at a glance; the words say it too, for who cannot tell colours.
export const line = styleVariants({
  seen: [lineBase, { borderInlineStartColor: vars.color.success }],
  wrongBranch: [lineBase, { borderInlineStartColor: vars.color.warning }],
  onLoan: [lineBase, { borderInlineStartColor: vars.color.accent }],
  unknown: [lineBase, { borderInlineStartColor: vars.color.danger }],
  sending: [lineBase, { borderInlineStartColor: vars.color.neutral }],
  refused: [lineBase, { borderInlineStartColor: vars.color.danger }],
});

export const code = style({ fontFamily: 'ui-monospace, monospace', fontSize: vars.fontSize.sm });

export const strong = style({ fontWeight: 700 });

export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.ink,
});

export const count = style({
  display: 'inline-block',
  minWidth: '2ch',
  marginInlineStart: vars.space.xs,
  fontWeight: 700,
});

export const recent = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
