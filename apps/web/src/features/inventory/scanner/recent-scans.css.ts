import { media, sprinkles, vars } from '@app/ui';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

export const body = style({ padding: vars.space.sm });

/** Spec §9: the history scrolls within a fixed 400px. */
export const scroll = style({
  height: '400px',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const centre = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.muted,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '32px',
  height: '32px',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  borderRadius: vars.radius.pill,
  animation: `${spin} 800ms linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const emptyIcon = style({ color: vars.color.brand, opacity: 0.7 });

export const empty = style({ margin: 0, maxWidth: '24rem' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

const rowBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  borderLeft: '4px solid transparent',
  background: vars.color.surfaceRaised,
});

export const row = styleVariants({
  success: [rowBase, { borderLeftColor: vars.color.success }],
  failure: [rowBase, { borderLeftColor: vars.color.danger }],
});

export const okIcon = style({ flexShrink: 0, color: vars.color.success });
export const failIcon = style({ flexShrink: 0, color: vars.color.danger });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
  flexGrow: 1,
});

export const top = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'xs',
});

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  border: '1px solid currentColor',
});

export const badge = styleVariants({
  barcode: [badgeBase, { color: vars.color.accent, background: vars.color.accentSoft }],
  manual: [badgeBase, { color: vars.color.brand, background: vars.color.surfaceSunken }],
  image: [badgeBase, { color: vars.color.neutral, background: vars.color.neutralSoft }],
});

export const time = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const sku = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
