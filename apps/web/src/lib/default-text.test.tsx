import { createI18n } from '@app/i18n/resources';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useDefaultText } from './default-text';

function defaultsIn(language: 'en' | 'si' | 'ta') {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useDefaultText(), { wrapper }).result.current;
}

describe('what a scan records when nothing better is known', () => {
  it('reads in Tamil and Sinhala on their screens, and as the spec says in English', () => {
    expect(defaultsIn('ta').title('Unknown Title')).toBe('தலைப்பு தெரியவில்லை');
    expect(defaultsIn('si').author('Unknown Author')).toBe('කතෘ නොදනී');
    expect(defaultsIn('ta').category('General')).toBe('பொது');
    expect(defaultsIn('en').title('Unknown Title')).toBe('Unknown Title');
  });

  it('leaves a book’s own words as they are', () => {
    expect(defaultsIn('ta').title('பொன்னியின் செல்வன்')).toBe('பொன்னியின் செல்வன்');
    expect(defaultsIn('si').author(null)).toBeNull();
  });
});
