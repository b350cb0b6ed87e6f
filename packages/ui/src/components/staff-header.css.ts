import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { media } from '../breakpoints';

export const header = style({
  background: vars.color.surfaceRaised,
  // The brand rule along the top echoes the red-brown band under the library's arches.
  borderTop: `4px solid ${vars.color.brand}`,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

// Phones: the name and language on one row, then rows of thumb-sized buttons. Wider screens:
// one row.
const inner = style({
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"identity language" "actions actions"',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"identity language actions"',
      gap: vars.space.md,
      padding: `${vars.space.sm} ${vars.space.md}`,
    },
  },
});

export const width = styleVariants({
  page: [inner, { maxWidth: '1280px' }],
  narrow: [inner, { maxWidth: '1180px' }],
});

export const identity = style({
  gridArea: 'identity',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const language = style({ gridArea: 'language' });

export const mark = style({ display: 'inline-flex', color: vars.color.brand, flexShrink: 0 });

export const titles = style({ minWidth: 0 });

export const title = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:lang(ta), &:lang(si)': { lineHeight: vars.lineHeight.script } },
});

export const subtitle = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

// Rows of buttons that share the width, each at least as wide as its longest word: a Tamil
// "இணையத்தளத்தைப் பார்க்க" takes a row of its own rather than spilling over its neighbour.
export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

globalStyle(`${actions} > *`, {
  flex: '1 1 auto',
  '@media': { [media.tablet]: { flex: 'none' } },
});
