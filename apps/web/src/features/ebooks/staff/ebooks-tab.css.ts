import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listHeading = style({
  margin: 0,
  color: vars.color.ink,
  fontSize: vars.fontSize.lg,
});
