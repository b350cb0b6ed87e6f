import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '56rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  display: 'grid',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.script,
});

export const welcome = style({
  margin: 0,
  color: vars.color.muted,
  lineHeight: vars.lineHeight.script,
});

export const section = style({ display: 'grid', gap: vars.space.md, justifyItems: 'stretch' });
