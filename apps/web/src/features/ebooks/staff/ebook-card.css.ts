import { sprinkles, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const card = style({ height: '100%' });

export const top = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'xxs',
});

const pill = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
});

export const format = style([pill, { background: vars.color.brand, color: vars.color.onBrand }]);
export const featured = style([
  pill,
  { background: vars.color.warningSoft, color: vars.color.warning },
]);
export const hidden = style([
  pill,
  { background: vars.color.neutralSoft, color: vars.color.neutral },
]);
export const tag = style([pill, { background: vars.color.accentSoft, color: vars.color.accent }]);

export const title = style({ overflowWrap: 'anywhere' });

export const author = style({ margin: 0, color: vars.color.muted, overflowWrap: 'anywhere' });

export const tags = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'xxs',
  marginBottom: 'sm',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const rating = style({ color: vars.color.warning, fontWeight: 600 });

export const footer = style({ justifyContent: 'space-between' });

export const buttons = sprinkles({ display: 'flex', gap: 'xs' });

export const link = style({
  color: vars.color.accent,
  fontWeight: 600,
  textUnderlineOffset: '3px',
});
