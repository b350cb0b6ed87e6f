import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { sprinkles } from '../sprinkles.css';
import { vars } from '../theme.css';
import { media } from '../breakpoints';

// Solid variants have no dedicated hover token; mixing toward ink darkens them in light themes
// and lightens them in the dark theme, which raises contrast with their `on*` text either way.
const deepen = (color: string) => `color-mix(in srgb, ${color} 82%, ${vars.color.ink})`;

const enabledHover = '&:hover:not(:disabled)';

/**
 * Class names for the button look, so a link (`<a className={buttonStyles({ variant: 'ghost' })}>`)
 * can look like a button without pretending to be one.
 */
export const buttonStyles = recipe({
  base: [
    sprinkles({
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 'xs',
    }),
    {
      // min-height, never height: Tamil and Sinhala labels are taller and may wrap.
      margin: 0,
      border: '1px solid transparent',
      borderRadius: vars.radius.md,
      fontFamily: 'inherit',
      fontWeight: 600,
      lineHeight: vars.lineHeight.body,
      textAlign: 'center',
      textDecoration: 'none',
      // Caps and tracking do nothing for Tamil/Sinhala and hurt Latin readability.
      textTransform: 'none',
      letterSpacing: 'normal',
      cursor: 'pointer',
      transition: 'background-color 150ms ease, border-color 150ms ease, color 150ms ease',
      selectors: {
        '&:lang(ta), &:lang(si)': { lineHeight: vars.lineHeight.script },
        '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
        '&[aria-busy="true"]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { [enabledHover]: { background: vars.color.brandHover } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { [enabledHover]: { background: vars.color.surfaceSunken } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brand,
        selectors: { [enabledHover]: { background: vars.color.surfaceSunken } },
      },
      destructive: {
        background: vars.color.danger,
        color: vars.color.onBrand,
        selectors: { [enabledHover]: { background: deepen(vars.color.danger) } },
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { [enabledHover]: { background: deepen(vars.color.accent) } },
      },
    },
    size: {
      sm: {
        minHeight: vars.space.xl,
        padding: `${vars.space.xxs} ${vars.space.sm}`,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: `calc(${vars.space.xl} + ${vars.space.sm})`,
        padding: `${vars.space.xs} ${vars.space.md}`,
        fontSize: vars.fontSize.md,
      },
      // 48px: the touch target DESIGN.md asks for on the scanner and other phone screens.
      lg: {
        minHeight: vars.space.xxl,
        padding: `${vars.space.sm} ${vars.space.lg}`,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

/** Variant props of {@link buttonStyles}. */
export type ButtonVariants = NonNullable<RecipeVariants<typeof buttonStyles>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const busyIndicator = style({
  flexShrink: 0,
  width: '1em',
  height: '1em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: vars.radius.pill,
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
  },
});
