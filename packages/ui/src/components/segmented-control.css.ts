import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const group = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  // min-height, never height: Tamil and Sinhala labels are taller and may wrap.
  minHeight: vars.space.xl,
  minWidth: vars.space.xl,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.ink,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  lineHeight: vars.lineHeight.body,
  cursor: 'pointer',
  transition: 'background-color 150ms ease, color 150ms ease',
  selectors: {
    '&:lang(ta), &:lang(si)': { lineHeight: vars.lineHeight.script },
    '&:hover': { background: vars.color.neutralSoft },
    '&[aria-checked="true"]': {
      background: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
});
