import { vars } from '@app/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const search = style({ minWidth: 'min(100%, 320px)' });

export const count = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

// A word too long for the column breaks; others stay whole (the table scrolls sideways instead).
export const titleCell = style({ fontWeight: 600, overflowWrap: 'break-word' });

export const genre = style({ whiteSpace: 'nowrap' });

const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const status = styleVariants({
  available: [badge, { background: vars.color.successSoft, color: vars.color.success }],
  checkedOut: [badge, { background: vars.color.warningSoft, color: vars.color.warning }],
});

export const actions = style({ display: 'flex', gap: vars.space.xs });

/** Wide enough that a phone scrolls the table sideways instead of crushing the titles. */
export const table = style({ minWidth: '720px' });
