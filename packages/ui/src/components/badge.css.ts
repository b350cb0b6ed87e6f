import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';

/** Small labels (format, genre, language, status); soft backgrounds keep AA contrast in every theme. */
export const badgeStyles = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    maxWidth: '100%',
    padding: `0 ${vars.space.xs}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.sm,
    fontWeight: 600,
    // Taller line so Tamil and Sinhala vowel signs are never clipped; no caps, no tracking.
    lineHeight: vars.lineHeight.script,
    letterSpacing: 'normal',
    textTransform: 'none',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.neutralSoft, color: vars.color.neutral },
      brand: { background: vars.color.brand, color: vars.color.onBrand },
      accent: { background: vars.color.accentSoft, color: vars.color.accent },
      success: { background: vars.color.successSoft, color: vars.color.success },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
      outline: {
        background: vars.color.surfaceRaised,
        color: vars.color.ink,
        borderColor: vars.color.border,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** Variant props of {@link badgeStyles}. */
export type BadgeVariants = NonNullable<RecipeVariants<typeof badgeStyles>>;
