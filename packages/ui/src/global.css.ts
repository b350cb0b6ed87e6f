import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media } from './breakpoints';

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
  '@media': {
    // Near-zero rather than `none`, so code waiting for `animationend`/`transitionend` still runs.
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});

globalStyle('html', {
  scrollBehavior: 'smooth',
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
});

globalStyle('body', {
  margin: 0,
  background: vars.color.surface,
  color: vars.color.ink,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.body,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6', { fontFamily: vars.font.heading });

// Noto Serif has no Tamil or Sinhala glyphs: headings in those scripts use the body stack.
globalStyle(':lang(ta) :is(h1, h2, h3, h4, h5, h6), :lang(si) :is(h1, h2, h3, h4, h5, h6)', {
  fontFamily: vars.font.body,
});

// Tamil and Sinhala need taller lines, and tracking breaks their conjuncts and vowel signs.
globalStyle(':lang(ta), :lang(si)', {
  lineHeight: vars.lineHeight.script,
  letterSpacing: 'normal',
});

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
