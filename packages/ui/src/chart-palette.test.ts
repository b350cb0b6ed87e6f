import { describe, expect, it } from 'vitest';
import { chartPalette } from './chart-palette';
import { darkColors, lightColors } from './tokens';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('chartPalette', () => {
  it.each([
    ['light', lightColors],
    ['dark', darkColors],
  ] as const)('draws every %s series 4.5:1 against the cards and the page', (theme, colors) => {
    for (const colour of chartPalette[theme]) {
      expect(contrast(colour, colors.surfaceRaised), colour).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour, colors.surface), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives the same number of colours in both themes, all different', () => {
    expect(chartPalette.dark).toHaveLength(chartPalette.light.length);
    expect(new Set(chartPalette.light).size).toBe(chartPalette.light.length);
  });
});
