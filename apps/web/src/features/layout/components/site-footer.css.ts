import { vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const footer = style({
  marginTop: vars.space.xxl,
  background: vars.color.surfaceSunken,
  borderTop: `4px solid ${vars.color.brand}`,
  color: vars.color.ink,
  fontSize: vars.fontSize.md,
  // Laid out only as it comes near the screen.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 900px',
});

export const grid = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
});

export const column = style({ minWidth: 0, scrollMarginTop: vars.space.xs });

export const brand = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.brand,
  fontSize: vars.fontSize.md,
});

export const names = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontWeight: 700,
  lineHeight: vars.lineHeight.script,
  overflowWrap: 'anywhere',
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.brand,
  fontSize: vars.fontSize.lg,
  selectors: { '& ~ &': { marginTop: vars.space.lg } },
});

export const text = style({ margin: `0 0 ${vars.space.md}` });

export const social = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.accent, color: vars.color.accent } },
});

export const contact = style({ margin: 0 });
globalStyle(`${contact} dt`, { fontWeight: 700, marginTop: vars.space.sm });
globalStyle(`${contact} dt:first-child`, { marginTop: 0 });
globalStyle(`${contact} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const address = style({ fontStyle: 'normal' });

globalStyle(`${footer} a:not([class])`, {
  color: vars.color.accent,
  textUnderlineOffset: '3px',
});

export const hours = style({
  width: '100%',
  borderCollapse: 'collapse',
  marginBottom: vars.space.md,
});
globalStyle(`${hours} th, ${hours} td`, {
  padding: `${vars.space.xxs} 0`,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${hours} th`, { fontWeight: 400, paddingInlineEnd: vars.space.sm });

export const hoursCaption = style({
  textAlign: 'start',
  fontWeight: 700,
  paddingBottom: vars.space.xxs,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
globalStyle(`${list} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 700 });

export const formRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const input = style({
  flex: '1 1 12rem',
  minWidth: 0,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  font: 'inherit',
});

export const thanks = style({
  margin: 0,
  minHeight: '1.5em',
  color: vars.color.success,
  fontWeight: 700,
});

export const copyright = style({
  margin: 0,
  padding: `${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
});
