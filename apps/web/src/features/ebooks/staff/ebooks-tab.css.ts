import { media, vars } from '@app/ui';
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

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr))',
    },
  },
});

export const search = style({ minWidth: 0 });

export const count = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
