import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const card = style({ display: 'grid', gap: vars.space.md });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.script,
});

export const note = style({ margin: 0, color: vars.color.muted });

// One column, no wider than a sign-in form, on every screen.
export const form = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '26rem',
});
