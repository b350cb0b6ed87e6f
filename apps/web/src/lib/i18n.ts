import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isNamespace,
  LANGUAGE_STORAGE_KEY,
  loadNamespace,
  sharedOptions,
  type Language,
  type Namespace,
} from '@app/i18n';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from './storage';

function storedLanguage(): Language {
  const value = storage.get(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * Translations arrive one namespace and one language at a time (each JSON file is its own
 * chunk): a reader of the English home page never downloads the Tamil scanner's strings.
 */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLanguage(language) || !isNamespace(namespace)) {
      callback(null, {});
      return;
    }
    loadNamespace(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The namespaces each page shows, loaded before it renders so a reader never sees raw keys.
 * A namespace missing here still loads (react-i18next asks for it), only a moment later.
 */
const PAGE_NAMESPACES: [prefix: string, namespaces: Namespace[]][] = [
  // The dashboard's frame and header; each section adds its own words below.
  ['/admin', ['dashboard', 'staff', 'auth']],
  ['/admin/books', ['books-staff']],
  ['/admin/ebooks', ['ebooks-staff']],
  ['/admin/events', ['events-staff']],
  ['/admin/inventory', ['inventory']],
  ['/admin/labels', ['inventory']],
  // The members' section, a member's page (with their loans) and their cards.
  ['/admin/members', ['members-staff', 'loans-staff']],
  ['/admin/cards', ['members-staff']],
  ['/admin/loans', ['loans-staff']],
  ['/admin/newsletter', ['newsletter-staff']],
  ['/admin/audit', ['audit']],
  ['/admin/tokens', ['tokens']],
  ['/admin/webhooks', ['webhooks']],
  // The trends' charts under the overview's figures, and the named reports.
  ['/admin/overview', ['reports']],
  ['/admin/reports', ['reports']],
  ['/scanner', ['inventory', 'auth']],
  ['/desk', ['loans-staff', 'auth']],
  // The stocktake, under the dashboard's header.
  ['/stocktake', ['stocktake', 'inventory', 'dashboard', 'staff', 'auth']],
  ['/login', ['auth']],
  ['/set-password', ['auth']],
  ['/forgot-password', ['auth']],
  ['/account', ['members', 'loans', 'ebooks', 'auth']],
  ['/books', ['books']],
  ['/ebooks', ['ebooks']],
  ['/items', ['inventory']],
  ['/newsletter', ['newsletter']],
];
/** The home page: the sections it composes. */
const HOME_NAMESPACES: Namespace[] = ['home', 'books', 'ebooks', 'events', 'newsletter'];
/** Every page: the site frame and server error messages. */
const CORE_NAMESPACES: Namespace[] = ['common', 'errors'];

/** The chosen language is remembered and set on <html lang> so fonts and screen readers follow. */
i18next.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  storage.set(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
});

const initialLanguage = storedLanguage();
document.documentElement.lang = initialLanguage;

/** Resolves once the stored (or default) language's core namespaces are loaded. */
export const i18nReady: Promise<unknown> = i18next
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    ...sharedOptions,
    ns: CORE_NAMESPACES,
    lng: initialLanguage,
    react: { useSuspense: false },
  });

/** The reader's page: its own words besides the e-books'. */
const READER_PATH = /^\/ebooks\/[^/]+\/read$/;

/** The namespaces a path needs besides the core ones. */
export function namespacesFor(pathname: string): Namespace[] {
  if (pathname === '/' || pathname === '') return HOME_NAMESPACES;
  if (READER_PATH.test(pathname)) return ['ebooks', 'ebooks-reader'];
  // Every prefix that matches adds its namespaces: /admin/books has the frame's and the books'.
  const namespaces = PAGE_NAMESPACES.filter(
    ([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  ).flatMap(([, names]) => names);
  return [...new Set(namespaces)];
}

/** Loads what a page needs in the current language (instant once loaded). */
export async function loadPageNamespaces(pathname: string): Promise<void> {
  await i18nReady;
  await i18next.loadNamespaces([...CORE_NAMESPACES, ...namespacesFor(pathname)]);
}

export { i18next };
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}
