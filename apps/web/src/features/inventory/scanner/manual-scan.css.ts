import { vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const field = style({});

// ISBNs are read digit by digit against the book: large, spaced, tabular figures.
globalStyle(`${field} input`, {
  fontSize: vars.fontSize.xl,
  letterSpacing: '0.04em',
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({ display: 'flex', gap: vars.space.xs });

export const xKey = style({
  flexShrink: 0,
  minWidth: '56px',
  // A mouse and keyboard can type X; only touch screens need the extra key.
  '@media': { '(pointer: fine)': { display: 'none' } },
});
