import { media, vars } from '@app/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const frame = style({ minHeight: '100vh' });

/** The dashboard on the plain surface; the scanner and the desk on a faint warm wash. */
export const page = styleVariants({
  plain: [frame, { background: vars.color.surface }],
  // Like lime-washed walls in the afternoon, behind white cards.
  wash: [
    frame,
    {
      background: `linear-gradient(180deg, ${vars.color.surface} 0%, ${vars.color.surfaceSunken} 100%)`,
    },
  ],
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.md } },
});

// A printed sheet carries labels or cards only.
export const header = style({ '@media': { [media.print]: { display: 'none' } } });

export const main = style({ outline: 'none' });
