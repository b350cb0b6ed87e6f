import { media, vars } from '@app/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const strip = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.xs,
  '@media': { [media.tablet]: { padding: vars.space.sm } },
});

// Three across on a 360px phone keeps the strip to two short rows; five across from tablets.
export const grid = style({
  margin: 0,
  display: 'grid',
  // Two across on a phone: a third of one is narrower than a Tamil label's one word.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xxs,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: vars.space.xs },
  },
});

export const cell = style({
  display: 'flex',
  // The number reads first on screen; the label stays first for screen readers (dt before dd).
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: '2px',
  minWidth: 0,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const label = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: { '&:lang(ta), &:lang(si)': { lineHeight: vars.lineHeight.script } },
});

const number = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xl } },
});

// Status colours from DESIGN.md: amber for awaiting review, green for verified.
export const value = styleVariants({
  brand: [number, { color: vars.color.brand }],
  warning: [number, { color: vars.color.warning }],
  success: [number, { color: vars.color.success }],
  accent: [number, { color: vars.color.accent }],
});
