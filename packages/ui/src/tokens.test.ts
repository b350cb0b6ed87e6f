import { describe, expect, it } from 'vitest';
import {
  darkColors,
  lightColors,
  pictureColors,
  sepiaColors,
  type ColorToken,
  type ThemeColors,
} from './tokens';

// WCAG 2.x relative luminance of an sRGB hex colour.
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// [text, background] pairs the components actually put together.
const textPairs: [ColorToken, ColorToken][] = [
  ['ink', 'surface'],
  ['ink', 'surfaceRaised'],
  ['ink', 'surfaceSunken'],
  ['muted', 'surface'],
  ['muted', 'surfaceRaised'],
  ['muted', 'surfaceSunken'],
  ['brand', 'surface'],
  ['brand', 'surfaceRaised'],
  ['brand', 'surfaceSunken'],
  ['accent', 'surface'],
  ['accent', 'surfaceRaised'],
  ['accent', 'accentSoft'],
  ['ink', 'accentSoft'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandHover'],
  ['onBrand', 'danger'],
  ['onAccent', 'accent'],
  ['success', 'successSoft'],
  ['warning', 'warningSoft'],
  ['danger', 'dangerSoft'],
  ['neutral', 'neutralSoft'],
  ['ink', 'successSoft'],
  ['ink', 'warningSoft'],
  ['ink', 'dangerSoft'],
  ['ink', 'neutralSoft'],
  ['danger', 'surface'],
  ['success', 'surface'],
  ['warning', 'surface'],
  ['neutral', 'surface'],
];

describe('contrast (WCAG 2 AA)', () => {
  it('computes the known extremes', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });

  const themes: [string, ThemeColors][] = [
    ['light', lightColors],
    ['sepia', sepiaColors],
    ['dark', darkColors],
  ];
  for (const [name, colors] of themes) {
    it.each(textPairs)(`${name} theme: %s text on %s reaches 4.5:1`, (text, background) => {
      expect(contrast(colors[text], colors[background])).toBeGreaterThanOrEqual(4.5);
    });

    it(`${name} theme: covers and pictures keep their colours, and their text reads on them`, () => {
      expect(colors).toMatchObject(pictureColors);
      for (const [token, value] of Object.entries(pictureColors)) {
        if (token === 'onPicture' || token === 'paper') continue;
        expect(contrast(colors.onPicture, value), token).toBeGreaterThanOrEqual(4.5);
      }
    });

    it(`${name} theme: the focus ring reaches 3:1 against the surfaces`, () => {
      expect(contrast(colors.focus, colors.surface)).toBeGreaterThanOrEqual(3);
      expect(contrast(colors.focus, colors.surfaceRaised)).toBeGreaterThanOrEqual(3);
    });
  }

  it('keeps the light theme on the colours of the design brief', () => {
    expect(lightColors).toMatchObject({
      brand: '#7a1f2b',
      accent: '#0f6e6e',
      surface: '#fbf8f3',
      surfaceRaised: '#ffffff',
      ink: '#1f1a17',
      muted: '#6b625b',
    });
  });
});
