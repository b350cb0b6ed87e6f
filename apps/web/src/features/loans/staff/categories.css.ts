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

/** The rules side by side where they fit, each its name over its value; words never break. */
export const rules = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  lineHeight: vars.lineHeight.script,
});

export const rule = style({ minWidth: 0 });
globalStyle(`${rule} dt`, { color: vars.color.muted, fontSize: vars.fontSize.sm });
globalStyle(`${rule} dd`, { margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
