import { sprinkles, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const job = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const words = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' });

export const heading = style({ margin: 0, fontWeight: 600 });

export const done = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const progressBar = style({ width: '100%', height: '12px', accentColor: vars.color.accent });

export const outcome = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const end = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'xs',
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm });
