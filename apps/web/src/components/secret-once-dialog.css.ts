import { sprinkles, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const body = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });

export const label = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, margin: 0 });

export const secret = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  overflowWrap: 'anywhere',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  margin: 0,
});

export const warning = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.ink,
  margin: 0,
});
