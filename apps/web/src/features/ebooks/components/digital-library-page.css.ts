import { media, sectionScrollMargin, vars } from '@app/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const hero = style({
  padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.xl}`,
  background: `linear-gradient(180deg, ${vars.color.accentSoft} 0%, ${vars.color.surface} 100%)`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});

export const heroTitle = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.xxl,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxxl } },
});

export const heroText = style({
  maxWidth: '42rem',
  margin: `${vars.space.sm} auto 0`,
  color: vars.color.ink,
  fontSize: vars.fontSize.lg,
});

export const content = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
});

export const controls = style({
  display: 'grid',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto',
      alignItems: 'end',
    },
  },
});

export const searchForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const searchLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const searchRow = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const searchIcon = style({
  position: 'absolute',
  left: vars.space.sm,
  display: 'inline-flex',
  color: vars.color.muted,
  pointerEvents: 'none',
});

export const searchInput = style({
  width: '100%',
  minHeight: vars.space.xxl,
  padding: `${vars.space.xs} ${vars.space.xxl} ${vars.space.xs} ${vars.space.xl}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
    // The browser's own clear button duplicates ours.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const clearButton = style({
  position: 'absolute',
  right: vars.space.xxs,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const select = style({
  minHeight: vars.space.xxl,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  font: 'inherit',
});

export const viewField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const resultsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});

export const resultsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  color: vars.color.ink,
  overflowWrap: 'anywhere',
});

export const resultsCount = style({ margin: 0, color: vars.color.muted });

const listBase = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const list = styleVariants({
  grid: [listBase, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 250px), 1fr))' }],
  list: [listBase, { gridTemplateColumns: 'minmax(0, 1fr)' }],
});

export const empty = style({
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
  background: vars.color.surfaceRaised,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.ink });

export const emptyHint = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.muted });

export const error = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.danger,
  fontWeight: 700,
});

/** Where a new page scrolls to: the results' heading, clear of the sticky header. */
export const results = style({ scrollMarginTop: sectionScrollMargin });
