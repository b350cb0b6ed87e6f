import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { sprinkles } from '../sprinkles.css';
import { vars } from '../theme.css';
import { media } from '../breakpoints';

/** Horizontal offset of a toast while it is being swiped. */
export const swipeOffset = createVar();

export const viewport = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', padding: 'md', width: 'full' }),
  {
    position: 'fixed',
    bottom: 0,
    insetInlineEnd: 0,
    zIndex: vars.zIndex.toast,
    maxWidth: '26rem',
    margin: 0,
    listStyle: 'none',
    // The viewport spans a corner of the page even when empty; only the toasts take clicks.
    pointerEvents: 'none',
  },
]);

const enter = keyframes({
  from: { opacity: 0, translate: `0 ${vars.space.xs}` },
  to: { opacity: 1, translate: '0 0' },
});

export const toast = recipe({
  base: [
    sprinkles({ display: 'flex', alignItems: 'flex-start', gap: 'sm', padding: 'md' }),
    {
      pointerEvents: 'auto',
      // Vertical drags stay page scrolls on touch screens; horizontal ones become swipes.
      touchAction: 'pan-y',
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.lg,
      transform: `translateX(${swipeOffset})`,
      transition: 'transform 200ms ease-out',
      animation: `${enter} 200ms ease-out`,
      vars: { [swipeOffset]: '0px' },
      selectors: {
        '&[data-swiping]': { transition: 'none', userSelect: 'none', cursor: 'grabbing' },
      },
      '@media': {
        [media.reducedMotion]: { animation: 'none', transition: 'none' },
      },
    },
  ],
  variants: {
    variant: {
      default: {
        background: vars.color.surfaceRaised,
        color: vars.color.ink,
        border: `1px solid ${vars.color.border}`,
      },
      destructive: {
        background: vars.color.dangerSoft,
        color: vars.color.ink,
        border: `1px solid ${vars.color.danger}`,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const content = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' }),
  { flexGrow: 1, minWidth: 0 },
]);

export const title = style({
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  selectors: {
    [`.${toast.classNames.variants.variant.destructive} &`]: { color: vars.color.danger },
  },
});

export const description = style({
  fontSize: vars.fontSize.sm,
});

export const close = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    flexShrink: 0,
    minWidth: vars.space.xl,
    minHeight: vars.space.xl,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.neutralSoft },
    },
  },
]);
