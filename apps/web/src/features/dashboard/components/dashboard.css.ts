import { media, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const dashboard = style({
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [media.tablet]: { padding: `${vars.space.lg} ${vars.space.md}`, gap: vars.space.lg },
  },
});

export const nav = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

// One row that scrolls sideways on a phone; room inside for the focus ring it would clip.
export const navList = style({
  display: 'flex',
  gap: vars.space.xxs,
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xs} 0`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  // min-height, never height: Tamil and Sinhala labels are taller.
  minHeight: vars.space.xxl,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: '3px solid transparent',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  color: vars.color.muted,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.ink, background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { color: vars.color.accent, borderBottomColor: vars.color.accent },
  },
});

export const section = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.sm,
  boxShadow: vars.shadow.sm,
  '@media': { [media.tablet]: { padding: vars.space.md } },
});
