import { createVar, keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';
import { media } from '../breakpoints';

export const widthVar = createVar();
export const heightVar = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    width: widthVar,
    height: heightVar,
    background: `linear-gradient(90deg, ${vars.color.surfaceSunken} 25%, ${vars.color.neutralSoft} 50%, ${vars.color.surfaceSunken} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.6s ease-in-out infinite`,
    vars: { [widthVar]: '100%', [heightVar]: '1em' },
    '@media': {
      // A still block still shows the shape of what is loading, without the movement.
      [media.reducedMotion]: { animation: 'none' },
    },
  },
  variants: {
    shape: {
      text: { borderRadius: vars.radius.sm },
      block: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.pill },
    },
  },
  defaultVariants: { shape: 'text' },
});

/** Variant props of the skeleton recipe. */
export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;
