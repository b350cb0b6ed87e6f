import type { InitOptions } from 'i18next';
/** Interface languages: English (default), Sinhala, Tamil. */
export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** localStorage key of the chosen language (the spec's "language key"). */
export const LANGUAGE_STORAGE_KEY = 'language';

export const NAMESPACES = [
  'common',
  'books',
  'errors',
  'auth',
  'dashboard',
  'books-staff',
  'events-staff',
  'ebooks-staff',
  'staff',
  'inventory',
  'home',
  'events',
  'newsletter',
  'ebooks',
  'members',
  'members-staff',
  'loans',
  'loans-staff',
  // The OPDS feeds' titles (the server only).
  'opds',
  'audit',
  // The reader's words (only the reader's page loads them).
  'ebooks-reader',
  'newsletter-staff',
  // The e-mails the newsletter sends (the server only).
  'newsletter-mail',
  // The stocktake's screen (staff).
  'stocktake',
  // The staff's API tokens screen.
  'tokens',
  // The staff's charts and reports.
  'reports',
  // The super admins' webhooks screen, and the e-mail about a paused endpoint.
  'webhooks',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type { Resources } from './resources';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the best interface language from an Accept-Language header ('ta-LK,ta;q=0.9,en;q=0.5').
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * Options shared by the browser and the server, without the translations themselves: the
 * server passes every resource at once (`baseOptions`), the browser loads namespaces on demand.
 */
export const sharedOptions = {
  ns: ['common'],
  defaultNS: 'common',
  supportedLngs: [...LANGUAGES],
  // The spec: a missing key shows the key itself (never silently another language).
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value);
}

/** A namespace's translations: nested objects of strings. */
export type NamespaceResources = Record<string, unknown>;
type NamespaceModule = Promise<{ default: NamespaceResources }>;

// One dynamic import per file, so a bundler emits one small chunk per language and namespace
// and a page fetches only the strings it shows, in the language it shows them in.
const loaders: Record<Language, Record<Namespace, () => NamespaceModule>> = {
  en: {
    common: () => import('../locales/en/common.json'),
    books: () => import('../locales/en/books.json'),
    errors: () => import('../locales/en/errors.json'),
    auth: () => import('../locales/en/auth.json'),
    dashboard: () => import('../locales/en/dashboard.json'),
    'books-staff': () => import('../locales/en/books-staff.json'),
    'events-staff': () => import('../locales/en/events-staff.json'),
    'ebooks-staff': () => import('../locales/en/ebooks-staff.json'),
    staff: () => import('../locales/en/staff.json'),
    inventory: () => import('../locales/en/inventory.json'),
    home: () => import('../locales/en/home.json'),
    events: () => import('../locales/en/events.json'),
    newsletter: () => import('../locales/en/newsletter.json'),
    ebooks: () => import('../locales/en/ebooks.json'),
    'ebooks-reader': () => import('../locales/en/ebooks-reader.json'),
    opds: () => import('../locales/en/opds.json'),
    audit: () => import('../locales/en/audit.json'),
    members: () => import('../locales/en/members.json'),
    'members-staff': () => import('../locales/en/members-staff.json'),
    loans: () => import('../locales/en/loans.json'),
    'loans-staff': () => import('../locales/en/loans-staff.json'),
    'newsletter-staff': () => import('../locales/en/newsletter-staff.json'),
    'newsletter-mail': () => import('../locales/en/newsletter-mail.json'),
    stocktake: () => import('../locales/en/stocktake.json'),
    tokens: () => import('../locales/en/tokens.json'),
    webhooks: () => import('../locales/en/webhooks.json'),
    reports: () => import('../locales/en/reports.json'),
  },
  si: {
    common: () => import('../locales/si/common.json'),
    books: () => import('../locales/si/books.json'),
    errors: () => import('../locales/si/errors.json'),
    auth: () => import('../locales/si/auth.json'),
    dashboard: () => import('../locales/si/dashboard.json'),
    'books-staff': () => import('../locales/si/books-staff.json'),
    'events-staff': () => import('../locales/si/events-staff.json'),
    'ebooks-staff': () => import('../locales/si/ebooks-staff.json'),
    staff: () => import('../locales/si/staff.json'),
    inventory: () => import('../locales/si/inventory.json'),
    home: () => import('../locales/si/home.json'),
    events: () => import('../locales/si/events.json'),
    newsletter: () => import('../locales/si/newsletter.json'),
    ebooks: () => import('../locales/si/ebooks.json'),
    'ebooks-reader': () => import('../locales/si/ebooks-reader.json'),
    opds: () => import('../locales/si/opds.json'),
    audit: () => import('../locales/si/audit.json'),
    members: () => import('../locales/si/members.json'),
    'members-staff': () => import('../locales/si/members-staff.json'),
    loans: () => import('../locales/si/loans.json'),
    'loans-staff': () => import('../locales/si/loans-staff.json'),
    'newsletter-staff': () => import('../locales/si/newsletter-staff.json'),
    'newsletter-mail': () => import('../locales/si/newsletter-mail.json'),
    stocktake: () => import('../locales/si/stocktake.json'),
    tokens: () => import('../locales/si/tokens.json'),
    webhooks: () => import('../locales/si/webhooks.json'),
    reports: () => import('../locales/si/reports.json'),
  },
  ta: {
    common: () => import('../locales/ta/common.json'),
    books: () => import('../locales/ta/books.json'),
    errors: () => import('../locales/ta/errors.json'),
    auth: () => import('../locales/ta/auth.json'),
    dashboard: () => import('../locales/ta/dashboard.json'),
    'books-staff': () => import('../locales/ta/books-staff.json'),
    'events-staff': () => import('../locales/ta/events-staff.json'),
    'ebooks-staff': () => import('../locales/ta/ebooks-staff.json'),
    staff: () => import('../locales/ta/staff.json'),
    inventory: () => import('../locales/ta/inventory.json'),
    home: () => import('../locales/ta/home.json'),
    events: () => import('../locales/ta/events.json'),
    newsletter: () => import('../locales/ta/newsletter.json'),
    ebooks: () => import('../locales/ta/ebooks.json'),
    'ebooks-reader': () => import('../locales/ta/ebooks-reader.json'),
    opds: () => import('../locales/ta/opds.json'),
    audit: () => import('../locales/ta/audit.json'),
    members: () => import('../locales/ta/members.json'),
    'members-staff': () => import('../locales/ta/members-staff.json'),
    loans: () => import('../locales/ta/loans.json'),
    'loans-staff': () => import('../locales/ta/loans-staff.json'),
    'newsletter-staff': () => import('../locales/ta/newsletter-staff.json'),
    'newsletter-mail': () => import('../locales/ta/newsletter-mail.json'),
    stocktake: () => import('../locales/ta/stocktake.json'),
    tokens: () => import('../locales/ta/tokens.json'),
    webhooks: () => import('../locales/ta/webhooks.json'),
    reports: () => import('../locales/ta/reports.json'),
  },
};

/**
 * The translations of one namespace in one language, loaded on demand (the browser's i18next
 * backend). Each file becomes its own chunk in the web build.
 */
export async function loadNamespace(
  language: Language,
  namespace: Namespace,
): Promise<NamespaceResources> {
  return (await loaders[language][namespace]()).default;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/**
 * One `Intl.NumberFormat` per language and options, made once: building one is slow (tens of
 * milliseconds on a cheap phone the first time), far too slow to do in every card of a list.
 */
export function numberFormat(
  language: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    numberFormats.set(key, format);
  }
  return format;
}
