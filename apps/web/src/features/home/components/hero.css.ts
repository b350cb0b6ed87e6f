import { media, sectionScrollMargin, vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// The brand's palmyra red, deepened toward the night lagoon.
const deep = `color-mix(in srgb, ${vars.color.brand} 55%, ${vars.color.pictureShade})`;

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  isolation: 'isolate',
  background: deep,
  color: vars.color.onBrand,
  scrollMarginTop: sectionScrollMargin,
});

export const backdrop = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background: `linear-gradient(165deg, ${vars.color.brand} 0%, ${deep} 70%)`,
  willChange: 'transform',
});

// Sized by the viewport alone (never by the text), like its twin in index.html's boot screen.
export const art = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  height: 'clamp(220px, 42vw, 440px)',
  objectFit: 'cover',
  objectPosition: 'center bottom',
  opacity: 0.16,
});

export const content = style({
  maxWidth: '60rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.xxxl}`,
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: 'clamp(2rem, 1.4rem + 3vw, 3.4rem)',
  lineHeight: vars.lineHeight.tight,
  color: vars.color.onBrand,
  overflowWrap: 'anywhere',
  selectors: {
    '&:lang(ta), &:lang(si)': {
      fontSize: 'clamp(1.75rem, 1.2rem + 2.4vw, 2.8rem)',
      lineHeight: vars.lineHeight.script,
    },
  },
});

export const otherNames = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.script,
  fontWeight: 700,
  opacity: 0.95,
});

export const tagline = style({
  margin: 0,
  maxWidth: '40rem',
  fontSize: vars.fontSize.md,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

// The hero's own ghost button: light text and outline on the dark backdrop.
export const onDark = style({
  color: vars.color.onBrand,
  borderColor: 'rgba(255, 255, 255, 0.7)',
  selectors: {
    '&:hover:not(:disabled)': { background: 'rgba(255, 255, 255, 0.12)' },
  },
});

globalStyle(`${hero} :focus-visible`, { outlineColor: vars.color.onPicture });

// On a phone the three buttons stack; the large type would make each two lines tall.
export const button = style({
  '@media': {
    [media.belowSmall]: {
      flex: '1 1 100%',
      fontSize: vars.fontSize.md,
      minHeight: vars.space.xxl,
    },
  },
});
