import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const wrapper = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const select = style({
  minHeight: '44px',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  font: 'inherit',
});
