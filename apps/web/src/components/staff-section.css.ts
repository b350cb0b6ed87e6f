import { sprinkles, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/*
 * What the staff's own-resource screens share (API tokens, webhooks): a column of cards, a
 * heading and intro, a form, a group of checkboxes, and a table that scrolls sideways on a
 * phone inside a region the keyboard reaches.
 */

export const panel = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brand });

export const intro = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.muted });

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });

export const checkGroup = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const checkLabel = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const check = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const plainList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const ended = style({ color: vars.color.muted });
