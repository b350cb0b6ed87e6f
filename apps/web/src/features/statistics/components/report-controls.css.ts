import { media, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 170px), 1fr))',
  alignItems: 'end',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  '@media': { [media.print]: { display: 'none' } },
});

export const legend = style({
  marginBottom: vars.space.xs,
  padding: 0,
  color: vars.color.ink,
  fontWeight: 600,
});
