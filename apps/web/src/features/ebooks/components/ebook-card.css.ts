import { media, vars } from '@app/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const cardBase = style({
  display: 'grid',
  gap: vars.space.md,
  height: '100%',
  minWidth: 0,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const card = styleVariants({
  grid: [cardBase, { gridTemplateRows: 'auto 1fr' }],
  // Cover beside the text; on a phone the cover stays narrow so the words keep their width.
  list: [
    cardBase,
    {
      gridTemplateColumns: '88px minmax(0, 1fr)',
      '@media': {
        [media.tablet]: { gridTemplateColumns: '120px minmax(0, 1fr)' },
      },
    },
  ],
});

export const cover = styleVariants({
  grid: { maxWidth: '160px', justifySelf: 'center' },
  list: { alignSelf: 'start' },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: { '&:lang(ta), &:lang(si)': { lineHeight: vars.lineHeight.script } },
});

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { textDecoration: 'underline' },
});

export const author = style({
  margin: 0,
  color: vars.color.muted,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const metaItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const star = style({ color: vars.color.warning, display: 'inline-flex' });

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

// Two lines at most (spec §2); the full text is in the book itself.
export const description = style({
  margin: 0,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
});

export const fileInfo = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const free = style({ color: vars.color.success, fontWeight: 700 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  selectors: { [`${card.list} &`]: { marginTop: 'auto' } },
});

export const action = style({ flex: '1 1 auto' });
