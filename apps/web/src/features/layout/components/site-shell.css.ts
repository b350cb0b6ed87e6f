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
  outline: 'none',
});
