import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const banner = style({
  position: 'fixed',
  insetInline: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const actions = style({ display: 'flex', gap: vars.space.xs });
