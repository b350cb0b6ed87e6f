import { media, sprinkles, vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const form = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });

export const field = style({});

// ISBNs are read digit by digit against the book: large, spaced, tabular figures.
globalStyle(`${field} input`, {
  fontSize: vars.fontSize.xl,
  letterSpacing: '0.04em',
  fontVariantNumeric: 'tabular-nums',
});

export const actions = sprinkles({ display: 'flex', gap: 'xs' });

export const xKey = style({
  flexShrink: 0,
  minWidth: '56px',
  // A mouse and keyboard can type X; only touch screens need the extra key.
  '@media': { [media.finePointer]: { display: 'none' } },
});
