import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  window.localStorage.clear();
  document.documentElement.lang = '';
});

async function loadI18n() {
  const module = await import('./i18n');
  await module.i18nReady;
  return module;
}

describe('interface language', () => {
  it('is English by default and sets <html lang>', async () => {
    const { i18next } = await loadI18n();
    expect(i18next.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18next.t('nav.home')).toBe('Home');
  });

  it('is saved when changed and sets <html lang>', async () => {
    const { i18next } = await loadI18n();
    await i18next.changeLanguage('ta');
    expect(window.localStorage.getItem('language')).toBe('ta');
    expect(document.documentElement.lang).toBe('ta');
    expect(i18next.t('nav.home')).toBe('முகப்பு');
  });

  it('is restored from storage on load', async () => {
    window.localStorage.setItem('language', 'si');
    const { i18next } = await loadI18n();
    expect(i18next.language).toBe('si');
    expect(document.documentElement.lang).toBe('si');
    expect(i18next.t('nav.home')).toBe('මුල් පිටුව');
  });

  it('ignores a stored value that is not one of the three languages', async () => {
    window.localStorage.setItem('language', 'fr');
    const { i18next } = await loadI18n();
    expect(i18next.language).toBe('en');
  });

  it('shows the key itself for a key that does not exist', async () => {
    const { i18next } = await loadI18n();
    expect(i18next.t('nav.noSuchKey' as never)).toBe('nav.noSuchKey');
  });

  it('loads a page’s namespaces in the current language only when asked', async () => {
    window.localStorage.setItem('language', 'ta');
    const { i18next, loadPageNamespaces } = await loadI18n();
    expect(i18next.hasLoadedNamespace('home')).toBe(false);
    await loadPageNamespaces('/');
    expect(i18next.t('home:stats.years')).toBe('சேவை ஆண்டுகள்');
    expect(i18next.hasResourceBundle('en', 'home')).toBe(false);
    // Switching language brings every namespace already in use along before it switches.
    await i18next.changeLanguage('si');
    expect(i18next.t('home:stats.years')).toBe('සේවා වසර');
  });

  it('knows which namespaces each page shows', async () => {
    const { namespacesFor } = await loadI18n();
    expect(namespacesFor('/')).toEqual(['home', 'books', 'ebooks', 'events', 'newsletter']);
    expect(namespacesFor('/admin/labels')).toContain('inventory');
    expect(namespacesFor('/scanner')).toContain('inventory');
    // The reader's words come only with the reader.
    expect(namespacesFor('/ebooks/3/read')).toEqual(['ebooks', 'ebooks-reader']);
    expect(namespacesFor('/ebooks/3')).toEqual(['ebooks']);
    // Each dashboard section brings its own words besides the frame's.
    expect(namespacesFor('/admin/books')).toEqual(['dashboard', 'staff', 'auth', 'books-staff']);
    expect(namespacesFor('/admin/events')).toContain('events-staff');
    expect(namespacesFor('/admin/events')).not.toContain('books-staff');
    expect(namespacesFor('/admin/members/12')).toEqual(
      expect.arrayContaining(['dashboard', 'members-staff', 'loans-staff']),
    );
    expect(namespacesFor('/desk')).toContain('loans-staff');
    expect(namespacesFor('/admin/cards')).toContain('members-staff');
    expect(namespacesFor('/account')).toEqual(['members', 'loans', 'ebooks', 'auth']);
    expect(namespacesFor('/no/such/page')).toEqual([]);
  });
});
