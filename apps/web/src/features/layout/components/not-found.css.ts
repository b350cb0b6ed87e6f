import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.brand,
  margin: `0 0 ${vars.space.sm}`,
});
