import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'grid', gap: vars.space.sm });

export const label = style({ fontWeight: 700 });

export const textarea = style({
  width: '100%',
  boxSizing: 'border-box',
  padding: vars.space.xs,
  font: 'inherit',
  color: vars.color.ink,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const input = style([textarea, { minHeight: '44px' }]);

export const searchRow = style({ display: 'grid', gap: vars.space.xs });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 700 });

export const muted = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.muted });

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const itemText = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
  color: vars.color.ink,
});

export const itemActions = style({ display: 'flex', gap: vars.space.xxs, flexShrink: 0 });

export const kind = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const noteText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const hit = style({
  display: 'grid',
  gap: vars.space.xxs,
  width: '100%',
  minHeight: '44px',
  padding: vars.space.xs,
  textAlign: 'start',
  font: 'inherit',
  color: vars.color.ink,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceSunken },
});
