import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const section = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  scrollMarginTop: '80px',
});

export const heading = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.brand,
  margin: 0,
});

export const subtitle = style({
  color: vars.color.muted,
  margin: `${vars.space.xs} 0 ${vars.space.lg}`,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginBottom: vars.space.lg,
});

export const grid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});

export const error = style({ color: vars.color.danger, fontWeight: 700 });
