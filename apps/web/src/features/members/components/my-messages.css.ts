import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const card = style({ display: 'grid', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
});

export const note = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** The contact preferences' form: its fields one under another, the button last. */
export const form = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
