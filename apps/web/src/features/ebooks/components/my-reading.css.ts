import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const card = style({ display: 'grid', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const text = style({ display: 'grid', minWidth: 0 });

export const title = style({
  color: vars.color.accent,
  fontWeight: 700,
  lineHeight: vars.lineHeight.script,
});

export const meta = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const progress = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
