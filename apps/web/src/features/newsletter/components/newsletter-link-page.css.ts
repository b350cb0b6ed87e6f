import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});

export const title = style({ margin: 0, color: vars.color.brand, fontSize: vars.fontSize.xxl });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
