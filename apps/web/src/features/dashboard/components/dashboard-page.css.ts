import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', background: vars.color.surface });

export const main = style({
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const pending = style({ margin: 0, color: vars.color.muted });
