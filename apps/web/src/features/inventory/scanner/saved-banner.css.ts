import { media, sprinkles, vars } from '@app/ui';
import { keyframes, style } from '@vanilla-extract/css';

const arrive = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  // A margin rather than the column's gap: the empty live region must not leave a hole.
  marginBottom: vars.space.md,
  padding: vars.space.md,
  background: vars.color.successSoft,
  color: vars.color.ink,
  border: `2px solid ${vars.color.success}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  animation: `${arrive} 200ms ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const icon = style({ flexShrink: 0, color: vars.color.success });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  color: vars.color.success,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:lang(ta), &:lang(si)': { lineHeight: vars.lineHeight.script } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const author = sprinkles({ margin: 'none', color: 'muted' });

export const meta = sprinkles({
  margin: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'xs',
});

export const sku = style({ overflowWrap: 'anywhere' });

export const skuLabel = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const copy = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  border: `1px solid ${vars.color.warning}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.ink });

export const reading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

/** The reading's progress: as wide as the banner's text, in the success colour. */
export const progress = style({
  width: '100%',
  height: '12px',
  accentColor: vars.color.success,
});
