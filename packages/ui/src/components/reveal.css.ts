import { style } from '@vanilla-extract/css';

export const waiting = style({
  opacity: 0,
  transform: 'translateY(24px)',
});

export const shown = style({
  opacity: 1,
  transform: 'none',
  transition: 'opacity 600ms ease-out, transform 600ms ease-out',
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
