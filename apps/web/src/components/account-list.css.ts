import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/**
 * The cards of a member's account that list what they have (loans, holds, places at events):
 * a heading, then one row each, its title and facts on the left and its buttons wrapping below
 * on a phone.
 */

export const card = style({ display: 'grid', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
});

export const subheading = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.md });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const loan = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontWeight: 700, lineHeight: vars.lineHeight.script });

export const meta = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const when = style({
  display: 'flex',
  flexWrap: 'wrap',
  minWidth: 0,
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.ink,
});

/** A row's buttons (renew, cancel), on a line of their own on a phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
