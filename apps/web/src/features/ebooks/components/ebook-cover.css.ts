import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const frame = style({
  position: 'relative',
  aspectRatio: '2 / 3',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  boxShadow: 'inset -5px 0 0 rgba(0, 0, 0, 0.15)',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

// The library's own cover: palmyra brown-red with the title in its own script (white on it is
// 9:1). Picture colours, the same in every theme: a book cover does not change with the site's.
export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.sm,
  // The title starts below the format badge in the top corner.
  paddingTop: `calc(${vars.space.xl} + ${vars.space.xs})`,
  background: `linear-gradient(160deg, ${vars.color.coverBrand} 0%, ${vars.color.coverBrandDeep} 60%, ${vars.color.coverLagoon} 100%)`,
  color: vars.color.onPicture,
});

export const placeholderTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 5,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  selectors: {
    '&:lang(ta), &:lang(si)': { fontFamily: vars.font.body, lineHeight: vars.lineHeight.script },
  },
});

export const placeholderAuthor = style({
  fontSize: vars.fontSize.sm,
  opacity: 0.9,
  overflowWrap: 'anywhere',
});

export const format = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
});
