import { vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

/** One category: its name and members, then its rules as a short two-column list. */
export const category = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.script,
  overflowWrap: 'anywhere',
});

export const code = style({
  fontFamily: "'Noto Sans Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.fontSize.sm,
  fontWeight: 400,
  color: vars.color.muted,
});

export const rules = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  lineHeight: vars.lineHeight.script,
  overflowWrap: 'anywhere',
});
globalStyle(`${rules} dt`, { color: vars.color.muted });
globalStyle(`${rules} dd`, { margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
