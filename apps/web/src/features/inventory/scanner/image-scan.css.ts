import { sprinkles, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const panel = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });

export const help = sprinkles({ margin: 'none', color: 'muted' });

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const thumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.xs,
});

export const thumb = style({
  position: 'relative',
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const thumbImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const remove = style({
  position: 'absolute',
  top: vars.space.xxs,
  right: vars.space.xxs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: `2px solid ${vars.color.surfaceRaised}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.onBrand,
  cursor: 'pointer',
  boxShadow: vars.shadow.md,
  selectors: {
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
