import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  marginBlock: vars.space.md,
});

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  minWidth: vars.space.xl,
  fontVariantNumeric: 'tabular-nums',
});

export const gap = style({
  paddingInline: vars.space.xxs,
  color: vars.color.muted,
});
