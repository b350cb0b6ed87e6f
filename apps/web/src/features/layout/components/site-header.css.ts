import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const header = style({
  position: 'fixed',
  inset: '0 0 auto 0',
  zIndex: vars.zIndex.header,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const inner = style({
  maxWidth: '1200px',
  margin: '0 auto',
  minHeight: '64px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.brand,
  textDecoration: 'none',
  minWidth: 0,
});

// A <span>, not a heading, so it names its font itself.
export const brandName = style({
  fontFamily: vars.font.heading,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: {
    ':lang(ta) &, :lang(si) &': { fontFamily: vars.font.body, fontSize: vars.fontSize.md },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});
