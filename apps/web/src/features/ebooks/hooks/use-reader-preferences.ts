import { useCallback, useState } from 'react';
import { storage } from '../../../lib/storage';
import { READER_THEMES, type Appearance, type ReaderTheme } from '../reader/engine';

const KEY = 'reader-preferences';

/** Text sizes offered, as a factor of the book's own size. */
export const FONT_SCALES = [0.8, 0.9, 1, 1.1, 1.25, 1.4, 1.6, 1.8, 2] as const;

const DEFAULTS: Appearance = { theme: 'light', fontScale: 1 };

function load(): Appearance {
  try {
    const value = JSON.parse(storage.get(KEY) ?? 'null') as Partial<Appearance> | null;
    const theme = READER_THEMES.includes(value?.theme as ReaderTheme)
      ? (value!.theme as ReaderTheme)
      : DEFAULTS.theme;
    const fontScale = FONT_SCALES.includes(value?.fontScale as (typeof FONT_SCALES)[number])
      ? value!.fontScale!
      : DEFAULTS.fontScale;
    return { theme, fontScale };
  } catch {
    return DEFAULTS;
  }
}

/** Colours and text size of the reader, the same for every book, remembered on this device. */
export function useReaderPreferences() {
  const [appearance, setAppearance] = useState<Appearance>(load);
  const update = useCallback((change: Partial<Appearance>) => {
    setAppearance((previous) => {
      const next = { ...previous, ...change };
      storage.set(KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  const step = useCallback((direction: 1 | -1) => {
    setAppearance((previous) => {
      const index = FONT_SCALES.indexOf(previous.fontScale as (typeof FONT_SCALES)[number]);
      const nextIndex = Math.max(0, Math.min(FONT_SCALES.length - 1, index + direction));
      const next = { ...previous, fontScale: FONT_SCALES[nextIndex]! };
      storage.set(KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  const scaleIndex = FONT_SCALES.indexOf(appearance.fontScale as (typeof FONT_SCALES)[number]);
  return {
    appearance,
    setTheme: (theme: ReaderTheme) => update({ theme }),
    smaller: () => step(-1),
    larger: () => step(1),
    canShrink: scaleIndex > 0,
    canGrow: scaleIndex < FONT_SCALES.length - 1,
  };
}
