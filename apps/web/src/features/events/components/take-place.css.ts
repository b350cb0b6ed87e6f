import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const place = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  width: '100%',
});

export const count = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const done = style({ margin: 0, color: vars.color.success, fontWeight: 600 });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
});

export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
