import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

// Spec §2: the inventory list is a scroll box 500px tall.
export const scroller = style({
  height: '500px',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const skeletonRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.surfaceSunken}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const state = style({
  height: '500px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const stateTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.brand,
  selectors: { '&:lang(ta), &:lang(si)': { fontFamily: vars.font.body } },
});

export const stateHint = style({ margin: 0, maxWidth: '36rem', color: vars.color.muted });
