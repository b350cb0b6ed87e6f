import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brand });

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  alignItems: 'end',
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const changes = style({ margin: 0, paddingInlineStart: vars.space.md });

export const muted = style({ color: vars.color.muted });

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
