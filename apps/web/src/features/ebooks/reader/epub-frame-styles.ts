import type { Language } from '@app/i18n';
import { darkColors, lightColors, sepiaColors, type ThemeColors } from '@app/ui';
// The site's self-hosted Noto files (the same hashed assets the pages use). The EPUB frame is a
// document of its own, so it must be told about them; unicode-range keeps each one lazy.
import serif400 from '@fontsource/noto-serif/files/noto-serif-latin-400-normal.woff2?url';
import serif400Italic from '@fontsource/noto-serif/files/noto-serif-latin-400-italic.woff2?url';
import serif700 from '@fontsource/noto-serif/files/noto-serif-latin-700-normal.woff2?url';
import sinhala400 from '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2?url';
import sinhala700 from '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-700-normal.woff2?url';
import tamil400 from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url';
import tamil700 from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2?url';
import type { ReaderTheme } from './engine';

const RANGES = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  tamil: 'U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC',
  sinhala: 'U+0964-0965,U+0D81-0DF4,U+1CF2,U+200C-200D,U+25CC,U+111E1-111F4',
};

/** Absolute, because the frame's document has its own base address (the chapter's path). */
const absolute = (url: string) => new URL(url, window.location.href).href;

const face = (family: string, url: string, weight: number, range: string, italic = false) => ({
  'font-family': `'${family}'`,
  src: `url("${absolute(url)}") format("woff2")`,
  'font-weight': String(weight),
  'font-style': italic ? 'italic' : 'normal',
  'font-display': 'swap',
  'unicode-range': range,
});

const STACKS: Record<Language, string> = {
  en: "'Noto Serif', 'Noto Sans Tamil', 'Noto Sans Sinhala', Georgia, serif",
  ta: "'Noto Sans Tamil', 'Noto Serif', 'Noto Sans Sinhala', sans-serif",
  si: "'Noto Sans Sinhala', 'Noto Serif', 'Noto Sans Tamil', sans-serif",
};

// Elements whose font a book's stylesheet may set; in Tamil and Sinhala books it is overridden,
// because a font the reader's device lacks would fall back to boxes or a poor system face.
const TEXT =
  'p, div, span, li, dd, dt, td, th, blockquote, h1, h2, h3, h4, h5, h6, a, em, strong, i, b, small, cite';

/**
 * The rendition's default theme: the Noto faces and the book's script. Object rules, which the
 * (CSP-safe, see epub-engine.ts) stylesheet code of epub.js inserts one by one.
 */
export function defaultTheme(lang: Language) {
  const script = lang !== 'en';
  return {
    '@font-face': [
      face('Noto Serif', serif400, 400, RANGES.latin),
      face('Noto Serif', serif400Italic, 400, RANGES.latin, true),
      face('Noto Serif', serif700, 700, RANGES.latin),
      face('Noto Sans Tamil', tamil400, 400, RANGES.tamil),
      face('Noto Sans Tamil', tamil700, 700, RANGES.tamil),
      face('Noto Sans Sinhala', sinhala400, 400, RANGES.sinhala),
      face('Noto Sans Sinhala', sinhala700, 700, RANGES.sinhala),
    ],
    body: {
      'font-family': STACKS[lang],
      'line-height': script ? '1.8' : '1.6',
      'overflow-wrap': 'break-word',
    },
    ...(script
      ? {
          [`body :is(${TEXT})`]: {
            'font-family': `${STACKS[lang]} !important`,
            'line-height': '1.8 !important',
            'letter-spacing': 'normal !important',
          },
        }
      : {}),
    img: { 'max-width': '100%', height: 'auto' },
  };
}

const COLORS: Record<ReaderTheme, ThemeColors> = {
  light: lightColors,
  sepia: sepiaColors,
  dark: darkColors,
};

/** Class epub.js puts on each chapter's body for a reader theme. */
export const themeName = (theme: ReaderTheme) => `jpl-${theme}`;

/**
 * Text and link colours per reader theme. The page behind the frame carries the background;
 * sepia and dark also override the book's own colours, which were chosen for white paper.
 */
export function readerThemes(): Record<string, Record<string, Record<string, string>>> {
  const themes: Record<string, Record<string, Record<string, string>>> = {};
  for (const theme of ['light', 'sepia', 'dark'] as const) {
    const colors = COLORS[theme];
    const body = `body.${themeName(theme)}`;
    const force = theme !== 'light';
    themes[themeName(theme)] = {
      // The frame's colour scheme must match the page's, or Chrome paints it an opaque canvas.
      [`html:has(${body})`]: {
        background: 'transparent !important',
        'color-scheme': theme === 'dark' ? 'dark' : 'light',
      },
      [body]: {
        color: `${colors.ink}${force ? ' !important' : ''}`,
        background: 'transparent !important',
      },
      ...(force
        ? {
            [`${body} *`]: {
              color: 'inherit !important',
              'background-color': 'transparent !important',
              'border-color': `${colors.border} !important`,
            },
          }
        : {}),
      [`${body} a, ${body} a *`]: { color: `${colors.accent} !important` },
    };
  }
  return themes;
}
