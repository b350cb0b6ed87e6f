import { sprinkles, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const qr = style({ width: '180px', height: '180px', justifySelf: 'center' });

export const url = style({
  margin: 0,
  padding: vars.space.xs,
  width: '100%',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontFamily: "'Noto Sans Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const note = sprinkles({ margin: 'none', color: 'muted' });

export const problem = style({ color: vars.color.danger });

export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' });
