import { sprinkles, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const wrapper = sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' });

export const select = style({
  minHeight: '44px',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  font: 'inherit',
});
