import { style } from '@vanilla-extract/css';
import { media } from '../breakpoints';

export const waiting = style({
  opacity: 0,
  transform: 'translateY(24px)',
});

export const shown = style({
  opacity: 1,
  transform: 'none',
  transition: 'opacity 600ms ease-out, transform 600ms ease-out',
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
  },
});
