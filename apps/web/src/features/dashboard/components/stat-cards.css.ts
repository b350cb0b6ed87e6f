import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  height: '100%',
  padding: vars.space.md,
  borderTop: `4px solid ${vars.color.accent}`,
});

export const label = style({ margin: 0, color: vars.color.muted, fontWeight: 600 });

export const value = style({
  margin: `${vars.space.xxs} 0`,
  color: vars.color.brand,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const failed = style({ margin: 0, color: vars.color.danger });
