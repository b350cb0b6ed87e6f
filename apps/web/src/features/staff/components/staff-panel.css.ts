import { sprinkles, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const panel = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brand });

export const form = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  alignItems: 'end',
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const rowActions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' });

export const inactive = style({ color: vars.color.muted });
