import { media, vars } from '@app/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const quotes = style({
  width: '100%',
  maxWidth: '44rem',
  marginTop: vars.space.sm,
  padding: vars.space.md,
  '@media': { [media.small]: { padding: `${vars.space.md} ${vars.space.lg}` } },
  borderRadius: vars.radius.lg,
  background: 'rgba(0, 0, 0, 0.22)',
  border: '1px solid rgba(255, 255, 255, 0.18)',
});

export const stack = style({ display: 'grid' });

const quoteBase = style({
  gridArea: '1 / 1',
  margin: 0,
  transition: 'opacity 500ms ease, visibility 500ms',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const quote = styleVariants({
  active: [quoteBase, { opacity: 1, visibility: 'visible' }],
  idle: [quoteBase, { opacity: 0, visibility: 'hidden' }],
});

export const text = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontStyle: 'italic',
  '@media': { [media.small]: { fontSize: vars.fontSize.lg } },
  lineHeight: vars.lineHeight.body,
  selectors: {
    // Tamil and Sinhala have no italics: slanting them only distorts the letters.
    ':lang(ta) &, :lang(si) &': {
      fontFamily: vars.font.body,
      fontStyle: 'normal',
      lineHeight: vars.lineHeight.script,
    },
  },
});

export const author = style({
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  selectors: { '&::before': { content: '"— "' } },
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.sm,
});

export const pause = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: '1px solid rgba(255, 255, 255, 0.6)',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.onBrand,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const pauseLabel = style({});

export const dots = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
});

// A 44px target around a small dot: easy to hit with a thumb, quiet to look at.
export const dot = style({
  position: 'relative',
  width: '32px',
  height: '44px',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: '50%',
      width: '12px',
      height: '12px',
      transform: 'translate(-50%, -50%)',
      borderRadius: vars.radius.pill,
      border: `2px solid ${vars.color.onPicture}`,
      background: 'transparent',
      transition: 'background-color 200ms ease, width 200ms ease',
    },
    '&[aria-current="true"]::before': { background: vars.color.onPicture, width: '24px' },
  },
});
