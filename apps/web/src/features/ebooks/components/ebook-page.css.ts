import { media, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '1100px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  marginBottom: vars.space.md,
  color: vars.color.accent,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [media.tablet]: { gridTemplateColumns: '240px minmax(0, 1fr)' },
  },
});

export const cover = style({ maxWidth: '240px', width: '100%', justifySelf: 'center' });

export const title = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: { '&:lang(ta), &:lang(si)': { lineHeight: vars.lineHeight.script } },
});

export const author = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.muted,
  fontSize: vars.fontSize.lg,
});

export const description = style({
  margin: `${vars.space.lg} 0`,
  whiteSpace: 'pre-line',
  maxWidth: '65ch',
  selectors: { '&:lang(ta), &:lang(si)': { lineHeight: vars.lineHeight.script } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const factName = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const factValue = style({ margin: 0, fontWeight: 700 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const offline = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.success });

export const related = style({ marginTop: vars.space.xxl });

export const relatedTitle = style({ color: vars.color.brand, fontSize: vars.fontSize.xl });

export const relatedGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  padding: 0,
  listStyle: 'none',
});

export const state = style({ padding: `${vars.space.xxl} 0`, textAlign: 'center' });

export const detailsTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });
