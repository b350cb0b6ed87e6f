import { vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const heading = style({ margin: 0, color: vars.color.ink, fontSize: vars.fontSize.lg });

export const title = style({ margin: 0, color: vars.color.ink, fontSize: vars.fontSize.md });

export const canvas = style({ minWidth: 0, width: '100%', minHeight: 220, overflow: 'hidden' });

// uPlot's own labels take the page's font and colour (the canvas' are set in its options).
globalStyle(`${canvas} .u-title`, { display: 'none' });

export const key = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
});

export const keyItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const keySwatch = style({ flex: 'none' });

/**
 * The table's box scrolls (a year of days is long), so it takes the keyboard's focus: the
 * arrow keys scroll it and a screen reader enters it from there.
 */
export const tableBox = style({
  maxHeight: '16rem',
  overflowY: 'auto',
  borderRadius: vars.radius.sm,
});

export const number = style({ fontVariantNumeric: 'tabular-nums' });

// Above the kit's table cells' own alignment (a class and an element), numbers line up right.
globalStyle(`${tableBox} ${number}, ${number}${number}`, { textAlign: 'end' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const link = style({ color: vars.color.brand, fontWeight: 600 });
