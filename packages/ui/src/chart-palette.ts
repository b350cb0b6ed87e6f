/**
 * The colours of data drawn in charts, in the order series take them: Okabe and Ito's palette,
 * which readers with any common colour blindness tell apart, darkened for the light theme and
 * kept bright for the dark one so each line stands 4.5:1 against the card it is drawn on
 * (`chart-palette.test.ts`). Charts also mark each series by its dash, never by colour alone.
 * Plain hexes, as a canvas needs them.
 */
export const chartPalette: Record<'light' | 'dark', readonly string[]> = {
  // Blue, vermilion, bluish green, reddish purple, ochre, ink.
  light: ['#0072b2', '#b34d00', '#007a5a', '#a6467f', '#8a6100', '#1f1a17'],
  // Sky blue, orange, bluish green, reddish purple, yellow, ink.
  dark: ['#56b4e9', '#e69f00', '#2fbf95', '#e08fbf', '#f0e442', '#f1ebe4'],
};

/** Dashes per series (canvas `setLineDash`), so lines differ without colour too. */
export const chartDashes: readonly (readonly number[])[] = [[], [6, 4], [2, 3], [10, 3, 2, 3]];
