// Plain numbers and strings, no vanilla-extract: the sprinkles' conditions, every style file's
// `@media` and any script that measures the window read the same widths from here.

/**
 * The widths (CSS pixels) where layouts change. Mobile first: below `small` is a phone held
 * upright, the unconditional style; each width up adds room.
 */
export const breakpoints = {
  /** The narrowest phones and up to a small one held upright: tighter padding below this. */
  compact: 480,
  /** A large phone held sideways: two columns of short fields fit. */
  small: 600,
  /** A tablet held upright. */
  tablet: 768,
  /** A tablet held sideways, a small laptop. */
  wide: 900,
  /** A laptop or desktop screen. */
  desktop: 1024,
} as const;

export type Breakpoint = keyof typeof breakpoints;

const from = (width: number) => `screen and (min-width: ${width}px)`;

/**
 * Media conditions for vanilla-extract's `'@media'`, e.g. `{ [media.tablet]: { … } }`. Style
 * files name these; a raw condition string in a `*.css.ts` is refused by ESLint.
 */
export const media = {
  /** Up to and including `compact` wide. */
  compact: `screen and (max-width: ${breakpoints.compact}px)`,
  /** Below `small`: phones held upright. */
  belowSmall: `screen and (max-width: ${breakpoints.small - 0.02}px)`,
  /** Below `tablet`: every phone. */
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  /** From `compact` wide up (a larger phone). */
  fromCompact: from(breakpoints.compact),
  small: from(breakpoints.small),
  tablet: from(breakpoints.tablet),
  wide: from(breakpoints.wide),
  desktop: from(breakpoints.desktop),
  /** A mouse or trackpad on a tablet-wide screen or wider (hover hints are worth showing). */
  pointerTablet: `(hover: hover) and (pointer: fine) and (min-width: ${breakpoints.tablet}px)`,
  /** A precise pointer: a mouse or trackpad, not a finger. */
  finePointer: '(pointer: fine)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  print: 'print',
} as const;
