import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { media } from '../breakpoints';

/** Two columns on a tablet or wider, one on a phone; long fields span both. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': {
    [media.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const wide = style({ gridColumn: '1 / -1' });

export const checks = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
});

export const note = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});
