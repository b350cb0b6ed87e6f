import { sectionScrollMargin, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const section = style({
  padding: `${vars.space.xxl} ${vars.space.md}`,
  background: vars.color.surfaceSunken,
  // The sticky header's height is the page's scroll-padding; this adds the same air as elsewhere.
  scrollMarginTop: sectionScrollMargin,
});

export const inner = style({ maxWidth: '1200px', margin: '0 auto' });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  color: vars.color.brand,
});

export const subtitle = style({
  margin: `${vars.space.xs} 0 ${vars.space.lg}`,
  color: vars.color.muted,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});

export const empty = style({
  margin: 0,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.muted,
});

export const error = style({ color: vars.color.danger, fontWeight: 700 });

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: vars.space.xl,
});
