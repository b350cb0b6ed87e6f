import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.md } },
});

export const main = style({
  minHeight: '70vh',
  paddingTop: '72px',
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const footerNames = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
