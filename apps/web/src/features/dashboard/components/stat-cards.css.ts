import { media, sprinkles, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

// Phones: two figures a row, smaller, so the dashboard's section is not pushed off screen.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
      gap: vars.space.md,
    },
  },
});

export const card = style({
  height: '100%',
  padding: vars.space.sm,
  borderTop: `4px solid ${vars.color.accent}`,
  '@media': { [media.tablet]: { padding: vars.space.md } },
});

export const label = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.md } },
});

export const value = style({
  margin: `${vars.space.xxs} 0`,
  color: vars.color.brand,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const failed = sprinkles({ margin: 'none', color: 'danger' });
