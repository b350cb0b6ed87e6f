import { vars } from '@app/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({ height: '100%' });

export const title = style({ overflowWrap: 'anywhere' });

export const description = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.ink,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

const badge = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

// One hue per category so the grid reads at a glance, each pair AA on its soft background.
export const category = styleVariants({
  Children: [badge, { background: vars.color.warningSoft, color: vars.color.warning }],
  Workshop: [badge, { background: vars.color.accentSoft, color: vars.color.accent }],
  Discussion: [badge, { background: vars.color.successSoft, color: vars.color.success }],
  Special: [badge, { background: vars.color.dangerSoft, color: vars.color.brand }],
});

export const count = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
