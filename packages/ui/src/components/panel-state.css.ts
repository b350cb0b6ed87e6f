import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const state = style({
  margin: 0,
  padding: `${vars.space.lg} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.muted,
});

export const error = style([state, { color: vars.color.danger, fontWeight: 600 }]);

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.muted,
});

export const emptyTitle = style({
  margin: 0,
  color: vars.color.ink,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
});

export const emptyText = style({ margin: 0 });
