import { sprinkles, vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const panel = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });

// The viewfinder is framed like one of the library's arches: round at the top, square below.
export const viewport = style({
  position: 'relative',
  width: '100%',
  // The decoder only looks inside the 250px box; on a wider view a barcode held at a
  // comfortable distance spills out of it (quiet zone and all), so the view stays phone-sized.
  maxWidth: '26rem',
  minHeight: '240px',
  margin: '0 auto',
  overflow: 'hidden',
  borderRadius: `50% 50% ${vars.radius.md} ${vars.radius.md} / 72px 72px ${vars.radius.md} ${vars.radius.md}`,
  background: vars.color.ink,
  border: `3px solid ${vars.color.brand}`,
  selectors: {
    // Running, the frame hugs the video; idle, it keeps the shape of one.
    '&[data-phase="on"]': { minHeight: 0 },
  },
});

export const reader = style({ width: '100%' });

globalStyle(`${reader} video`, { display: 'block', width: '100%', height: 'auto' });

export const idle = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.lg}`,
  background: vars.color.surfaceSunken,
  color: vars.color.brand,
  textAlign: 'center',
});

export const idleText = style({ margin: 0, maxWidth: '22rem', color: vars.color.ink });

export const hint = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
