import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const dashboard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const tabs = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
  boxShadow: vars.shadow.sm,
  '@media': { 'screen and (max-width: 480px)': { padding: `${vars.space.xs} ${vars.space.sm}` } },
});
