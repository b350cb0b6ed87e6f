// Raw token values live in a plain module (no vanilla-extract) so tests and non-CSS code,
// such as the contrast check or a `<meta name="theme-color">`, can read the real hexes.

/** Names of the colour tokens every theme must define. */
export type ColorToken =
  | 'brand'
  | 'brandHover'
  | 'onBrand'
  | 'accent'
  | 'accentSoft'
  | 'onAccent'
  | 'surface'
  | 'surfaceRaised'
  | 'surfaceSunken'
  | 'ink'
  | 'muted'
  | 'border'
  | 'focus'
  | 'success'
  | 'successSoft'
  | 'warning'
  | 'warningSoft'
  | 'danger'
  | 'dangerSoft'
  | 'neutral'
  | 'neutralSoft'
  | 'overlay'
  | PictureColorToken;

/**
 * Colours of objects drawn on the page rather than of the page itself: book covers (a title's
 * `coverColor`, the e-books' own cover), the hero's night shade, printed paper, and what is
 * drawn on them. A cover does not change with the site's theme, so every theme holds the same
 * values (see {@link pictureColors}).
 */
export type PictureColorToken =
  | 'onPicture'
  | 'pictureShade'
  | 'paper'
  | 'coverBlue'
  | 'coverRed'
  | 'coverGreen'
  | 'coverAmber'
  | 'coverTeal'
  | 'coverPurple'
  | 'coverBrown'
  | 'coverSlate'
  | 'coverBrand'
  | 'coverBrandDeep'
  | 'coverLagoon';

/** One theme's colours; every value is a hex except `overlay`, which needs alpha. */
export type ThemeColors = Record<ColorToken, string>;

/**
 * The picture colours, the same in every theme. Each cover colour is dark enough for
 * `onPicture` text (4.5:1, `tokens.test.ts`).
 */
export const pictureColors: Record<PictureColorToken, string> = {
  onPicture: '#ffffff',
  // The night lagoon the hero's palmyra red deepens toward.
  pictureShade: '#140507',
  // A PDF page is white paper in every theme (the reader inverts it for night reading).
  paper: '#ffffff',
  coverBlue: '#1d4e89',
  coverRed: '#8f1d2c',
  coverGreen: '#2d6a3e',
  coverAmber: '#8a5300',
  coverTeal: '#0f6e6e',
  coverPurple: '#5b2a86',
  coverBrown: '#6b3e26',
  coverSlate: '#3d4852',
  // The library's own e-book cover: palmyra brown-red deepening to the lagoon.
  coverBrand: '#7a1f2b',
  coverBrandDeep: '#5f1822',
  coverLagoon: '#0f4f4f',
};

/**
 * Default site colours. Text/background pairs are chosen for WCAG AA (4.5:1); `onBrand`
 * also sits on `danger`, because destructive buttons reuse it. See `tokens.test.ts`.
 */
export const lightColors: ThemeColors = {
  brand: '#7a1f2b',
  brandHover: '#5f1822',
  onBrand: '#ffffff',
  accent: '#0f6e6e',
  accentSoft: '#e0f0ef',
  onAccent: '#ffffff',
  surface: '#fbf8f3',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f2ece3',
  ink: '#1f1a17',
  muted: '#6b625b',
  border: '#d9d0c5',
  focus: '#0f6e6e',
  success: '#1e6b34',
  successSoft: '#e3f2e6',
  warning: '#845000',
  warningSoft: '#fcefd4',
  danger: '#b0271f',
  dangerSoft: '#fbe6e4',
  neutral: '#5b5753',
  neutralSoft: '#ebe8e4',
  overlay: 'rgba(31, 26, 23, 0.55)',
  ...pictureColors,
};

/** Reader theme: paper tones for long reading sessions. */
export const sepiaColors: ThemeColors = {
  brand: '#74202a',
  brandHover: '#5a1820',
  onBrand: '#fffaf0',
  accent: '#0c6464',
  accentSoft: '#dcebe3',
  onAccent: '#fffaf0',
  surface: '#f4ecd8',
  surfaceRaised: '#fbf5e6',
  surfaceSunken: '#eadfc6',
  ink: '#3a2e24',
  muted: '#5f5143',
  border: '#d6c7a8',
  focus: '#0c6464',
  success: '#1d5f2f',
  successSoft: '#e0ebcf',
  warning: '#734600',
  warningSoft: '#f5e2b8',
  danger: '#9f231c',
  dangerSoft: '#f4dcd2',
  neutral: '#57504a',
  neutralSoft: '#e6dcc8',
  overlay: 'rgba(58, 46, 36, 0.55)',
  ...pictureColors,
};

// In the dark theme the brand and status colours turn light, so their `on*` partners turn dark;
// the same pairs still hold, which lets components stay theme-agnostic.
/** Reader theme for night reading. */
export const darkColors: ThemeColors = {
  brand: '#eaa5ad',
  brandHover: '#f3c3c8',
  onBrand: '#1f1a17',
  accent: '#72cfca',
  accentSoft: '#143433',
  onAccent: '#0e1f1f',
  surface: '#171412',
  surfaceRaised: '#221e1b',
  surfaceSunken: '#100e0c',
  ink: '#f1ebe4',
  muted: '#b5aba1',
  border: '#3f3833',
  focus: '#72cfca',
  success: '#86d39f',
  successSoft: '#16301e',
  warning: '#f0c26a',
  warningSoft: '#33270f',
  danger: '#ff9e95',
  dangerSoft: '#3b1816',
  neutral: '#c3bdb7',
  neutralSoft: '#2d2926',
  overlay: 'rgba(0, 0, 0, 0.65)',
  ...pictureColors,
};

/** 8px grid. */
export const space = {
  none: '0',
  xxs: '4px',
  xs: '8px',
  sm: '12px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
  xxxl: '64px',
};

/** Modular scale, ratio 1.25, anchored at 1rem (md). */
export const fontSize = {
  xs: '0.64rem',
  sm: '0.8rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5625rem',
  xxl: '1.953rem',
  xxxl: '2.441rem',
};

/**
 * `script` is for Tamil and Sinhala: their glyphs are tall and stack vowel signs above and
 * below, and DESIGN.md asks for at least 1.6 there.
 */
export const lineHeight = {
  tight: '1.25',
  body: '1.5',
  script: '1.7',
};

const systemSans = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/**
 * Font-family stacks. Latin-first stacks still name the Tamil and Sinhala faces, so mixed-script
 * strings (a Tamil title on an English page) fall back to Noto, not to whatever the device has.
 */
export const font = {
  latin: `'Noto Sans', ${systemSans}`,
  heading: `'Noto Serif', 'Noto Sans Tamil', 'Noto Sans Sinhala', Georgia, 'Times New Roman', serif`,
  tamil: `'Noto Sans Tamil', 'Tamil Sangam MN', Latha, ${systemSans}`,
  sinhala: `'Noto Sans Sinhala', 'Sinhala Sangam MN', 'Iskoola Pota', ${systemSans}`,
  body: "'Noto Sans', 'Noto Sans Tamil', 'Noto Sans Sinhala', system-ui, sans-serif",
};

/** Corner radii. */
export const radius = {
  sm: '4px',
  md: '8px',
  lg: '16px',
  pill: '9999px',
};

/** Elevation shadows for the light and sepia themes. */
export const lightShadow = {
  sm: '0 1px 2px rgba(31, 26, 23, 0.08), 0 1px 1px rgba(31, 26, 23, 0.04)',
  md: '0 4px 12px rgba(31, 26, 23, 0.1), 0 1px 3px rgba(31, 26, 23, 0.06)',
  lg: '0 12px 32px rgba(31, 26, 23, 0.16), 0 2px 6px rgba(31, 26, 23, 0.08)',
};

/** Elevation shadows for the dark theme: deeper, because shadows barely show on dark surfaces. */
export const darkShadow = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 4px 12px rgba(0, 0, 0, 0.5)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
};

/** Stacking order of the fixed layers. */
export const zIndex = {
  header: '100',
  overlay: '1000',
  toast: '1100',
};

const shared = { space, fontSize, lineHeight, font, radius, zIndex };

/** Complete token set of the default theme; its shape is the theme contract. */
export const lightTokens = { ...shared, color: lightColors, shadow: lightShadow };
/** Complete token set of the sepia reader theme. */
export const sepiaTokens = { ...shared, color: sepiaColors, shadow: lightShadow };
/** Complete token set of the dark reader theme. */
export const darkTokens = { ...shared, color: darkColors, shadow: darkShadow };

/** Shape shared by every theme's tokens. */
export type ThemeTokens = typeof lightTokens;
