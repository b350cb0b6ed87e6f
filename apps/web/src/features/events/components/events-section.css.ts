import { sectionScrollMargin, vars } from '@app/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const section = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  scrollMarginTop: sectionScrollMargin,
  // Laid out only as it comes near the screen.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 1400px',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.brand });

export const subtitle = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.muted });

export const feed = style({ maxWidth: '24rem' });

export const feedLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  color: vars.color.accent,
  fontWeight: 700,
  textUnderlineOffset: '3px',
});

export const feedHint = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
});

export const card = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

const categoryBase = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  lineHeight: vars.lineHeight.script,
});

/** One colour per category, each pair AA (4.5:1) on its soft background. */
export const category = styleVariants({
  Children: [categoryBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  Workshop: [categoryBase, { background: vars.color.accentSoft, color: vars.color.accent }],
  Discussion: [categoryBase, { background: vars.color.successSoft, color: vars.color.success }],
  Special: [categoryBase, { background: vars.color.dangerSoft, color: vars.color.brand }],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const when = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.accent,
  fontWeight: 600,
});

export const description = style({ margin: 0, color: vars.color.ink, flexGrow: 1 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const places = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const error = style({ color: vars.color.danger, fontWeight: 700 });

export const empty = style({ color: vars.color.muted });

export const times = style({ marginBottom: vars.space.md });

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: vars.space.lg,
});
