import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  window.localStorage.clear();
  document.documentElement.lang = '';
});

describe('interface language', () => {
  it('is English by default and sets <html lang>', async () => {
    const { i18next } = await import('./i18n');
    expect(i18next.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18next.t('nav.home')).toBe('Home');
  });

  it('is saved when changed and sets <html lang>', async () => {
    const { i18next } = await import('./i18n');
    await i18next.changeLanguage('ta');
    expect(window.localStorage.getItem('language')).toBe('ta');
    expect(document.documentElement.lang).toBe('ta');
    expect(i18next.t('nav.home')).toBe('முகப்பு');
  });

  it('is restored from storage on load', async () => {
    window.localStorage.setItem('language', 'si');
    const { i18next } = await import('./i18n');
    expect(i18next.language).toBe('si');
    expect(document.documentElement.lang).toBe('si');
    expect(i18next.t('nav.home')).toBe('මුල් පිටුව');
  });

  it('ignores a stored value that is not one of the three languages', async () => {
    window.localStorage.setItem('language', 'fr');
    const { i18next } = await import('./i18n');
    expect(i18next.language).toBe('en');
  });
});
