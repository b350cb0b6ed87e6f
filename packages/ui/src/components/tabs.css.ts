import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const tablist = style({
  display: 'flex',
  gap: vars.space.xxs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  // Room for the focus ring, which the scroll container would otherwise clip.
  padding: `${vars.space.xxs} ${vars.space.xxs} 0`,
});

export const tab = style({
  flexShrink: 0,
  // min-height, never height: Tamil and Sinhala labels are taller.
  minHeight: vars.space.xxl,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: 'transparent',
  color: vars.color.muted,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.ink, background: vars.color.surfaceSunken },
    '&[aria-selected="true"]': {
      color: vars.color.accent,
      borderBottomColor: vars.color.accent,
    },
  },
});

export const panel = style({
  paddingTop: vars.space.md,
  selectors: { '&:focus-visible': { outlineOffset: vars.space.xxs } },
});
