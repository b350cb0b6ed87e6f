import { sprinkles, vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  alignItems: 'end',
});

/** An entry's cells start at the top: its list of changed fields can be long. */
export const entry = style({});
globalStyle(`${entry} td`, { verticalAlign: 'top' });

export const changes = style({ margin: 0, paddingInlineStart: vars.space.md });

export const muted = style({ color: vars.color.muted });

export const pager = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'sm',
});
