import { sprinkles, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const table = style({ minWidth: '40rem' });

export const name = style({ display: 'block', fontWeight: 700, color: vars.color.accent });

export const title = style({
  display: 'block',
  fontWeight: 600,
  lineHeight: vars.lineHeight.script,
});

export const mono = style({
  display: 'block',
  fontFamily: "'Noto Sans Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const renewals = style({
  display: 'block',
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const count = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.muted });

export const pager = sprinkles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 'sm',
  marginTop: 'sm',
  flexWrap: 'wrap',
});

export const subheading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });

export const settings = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: 'md',
});

export const memberLoansBar = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 'sm',
  marginBottom: 'sm',
});

/** A short list of lines (a member's reservations, the messages sent them). */
export const plainList = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});
