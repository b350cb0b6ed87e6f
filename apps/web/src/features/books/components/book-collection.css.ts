import { sectionScrollMargin, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const section = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  scrollMarginTop: sectionScrollMargin,
  // Dozens of cards: the browser lays them out only as they come near the screen.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 1600px',
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

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const search = style({ flex: '0 1 20rem', minWidth: 0 });

export const count = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.muted });

export const grid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});

export const error = style({ color: vars.color.danger, fontWeight: 700 });

export const empty = style({ color: vars.color.muted });

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: vars.space.lg,
});
