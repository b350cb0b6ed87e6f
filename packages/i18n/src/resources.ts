/*
 * Every translation, imported up front: for the server (error messages, OPDS feed titles) and
 * tests. The browser never imports this module; it loads one namespace at a time through
 * `loadNamespace` in ./index. Keeping these static imports out of ./index matters: a bundler
 * places a statically imported file in the importer's chunk, and then the browser's
 * `import('../locales/…json')` would resolve to that chunk, carrying every string of every
 * language in it.
 */
import i18next, { type i18n, type InitOptions } from 'i18next';
import enCommon from '../locales/en/common.json';
import enBooks from '../locales/en/books.json';
import enErrors from '../locales/en/errors.json';
import enAuth from '../locales/en/auth.json';
import enDashboard from '../locales/en/dashboard.json';
import enBooksStaff from '../locales/en/books-staff.json';
import enEventsStaff from '../locales/en/events-staff.json';
import enEbooksStaff from '../locales/en/ebooks-staff.json';
import enStaff from '../locales/en/staff.json';
import enInventory from '../locales/en/inventory.json';
import enHome from '../locales/en/home.json';
import enEvents from '../locales/en/events.json';
import enNewsletter from '../locales/en/newsletter.json';
import enEbooks from '../locales/en/ebooks.json';
import enEbooksReader from '../locales/en/ebooks-reader.json';
import enOpds from '../locales/en/opds.json';
import enAudit from '../locales/en/audit.json';
import enMembers from '../locales/en/members.json';
import enMembersStaff from '../locales/en/members-staff.json';
import enLoans from '../locales/en/loans.json';
import enLoansStaff from '../locales/en/loans-staff.json';
import enNewsletterStaff from '../locales/en/newsletter-staff.json';
import enNewsletterMail from '../locales/en/newsletter-mail.json';
import enStocktake from '../locales/en/stocktake.json';
import enTokens from '../locales/en/tokens.json';
import enWebhooks from '../locales/en/webhooks.json';
import enReports from '../locales/en/reports.json';
import siCommon from '../locales/si/common.json';
import siBooks from '../locales/si/books.json';
import siErrors from '../locales/si/errors.json';
import siAuth from '../locales/si/auth.json';
import siDashboard from '../locales/si/dashboard.json';
import siBooksStaff from '../locales/si/books-staff.json';
import siEventsStaff from '../locales/si/events-staff.json';
import siEbooksStaff from '../locales/si/ebooks-staff.json';
import siStaff from '../locales/si/staff.json';
import siInventory from '../locales/si/inventory.json';
import siHome from '../locales/si/home.json';
import siEvents from '../locales/si/events.json';
import siNewsletter from '../locales/si/newsletter.json';
import siEbooks from '../locales/si/ebooks.json';
import siEbooksReader from '../locales/si/ebooks-reader.json';
import siOpds from '../locales/si/opds.json';
import siAudit from '../locales/si/audit.json';
import siMembers from '../locales/si/members.json';
import siMembersStaff from '../locales/si/members-staff.json';
import siLoans from '../locales/si/loans.json';
import siLoansStaff from '../locales/si/loans-staff.json';
import siNewsletterStaff from '../locales/si/newsletter-staff.json';
import siNewsletterMail from '../locales/si/newsletter-mail.json';
import siStocktake from '../locales/si/stocktake.json';
import siTokens from '../locales/si/tokens.json';
import siWebhooks from '../locales/si/webhooks.json';
import siReports from '../locales/si/reports.json';
import taCommon from '../locales/ta/common.json';
import taBooks from '../locales/ta/books.json';
import taErrors from '../locales/ta/errors.json';
import taAuth from '../locales/ta/auth.json';
import taDashboard from '../locales/ta/dashboard.json';
import taBooksStaff from '../locales/ta/books-staff.json';
import taEventsStaff from '../locales/ta/events-staff.json';
import taEbooksStaff from '../locales/ta/ebooks-staff.json';
import taStaff from '../locales/ta/staff.json';
import taInventory from '../locales/ta/inventory.json';
import taHome from '../locales/ta/home.json';
import taEvents from '../locales/ta/events.json';
import taNewsletter from '../locales/ta/newsletter.json';
import taEbooks from '../locales/ta/ebooks.json';
import taEbooksReader from '../locales/ta/ebooks-reader.json';
import taOpds from '../locales/ta/opds.json';
import taAudit from '../locales/ta/audit.json';
import taMembers from '../locales/ta/members.json';
import taMembersStaff from '../locales/ta/members-staff.json';
import taLoans from '../locales/ta/loans.json';
import taLoansStaff from '../locales/ta/loans-staff.json';
import taNewsletterStaff from '../locales/ta/newsletter-staff.json';
import taNewsletterMail from '../locales/ta/newsletter-mail.json';
import taStocktake from '../locales/ta/stocktake.json';
import taTokens from '../locales/ta/tokens.json';
import taWebhooks from '../locales/ta/webhooks.json';
import taReports from '../locales/ta/reports.json';
import { DEFAULT_LANGUAGE, NAMESPACES, sharedOptions, type Language } from './index';

/** Every translation, by language then namespace (one JSON file per domain). */
export const resources = {
  en: {
    common: enCommon,
    books: enBooks,
    errors: enErrors,
    auth: enAuth,
    dashboard: enDashboard,
    'books-staff': enBooksStaff,
    'events-staff': enEventsStaff,
    'ebooks-staff': enEbooksStaff,
    staff: enStaff,
    inventory: enInventory,
    home: enHome,
    events: enEvents,
    newsletter: enNewsletter,
    ebooks: enEbooks,
    'ebooks-reader': enEbooksReader,
    opds: enOpds,
    audit: enAudit,
    members: enMembers,
    'members-staff': enMembersStaff,
    loans: enLoans,
    'loans-staff': enLoansStaff,
    'newsletter-staff': enNewsletterStaff,
    'newsletter-mail': enNewsletterMail,
    stocktake: enStocktake,
    tokens: enTokens,
    webhooks: enWebhooks,
    reports: enReports,
  },
  si: {
    common: siCommon,
    books: siBooks,
    errors: siErrors,
    auth: siAuth,
    dashboard: siDashboard,
    'books-staff': siBooksStaff,
    'events-staff': siEventsStaff,
    'ebooks-staff': siEbooksStaff,
    staff: siStaff,
    inventory: siInventory,
    home: siHome,
    events: siEvents,
    newsletter: siNewsletter,
    ebooks: siEbooks,
    'ebooks-reader': siEbooksReader,
    opds: siOpds,
    audit: siAudit,
    members: siMembers,
    'members-staff': siMembersStaff,
    loans: siLoans,
    'loans-staff': siLoansStaff,
    'newsletter-staff': siNewsletterStaff,
    'newsletter-mail': siNewsletterMail,
    stocktake: siStocktake,
    tokens: siTokens,
    webhooks: siWebhooks,
    reports: siReports,
  },
  ta: {
    common: taCommon,
    books: taBooks,
    errors: taErrors,
    auth: taAuth,
    dashboard: taDashboard,
    'books-staff': taBooksStaff,
    'events-staff': taEventsStaff,
    'ebooks-staff': taEbooksStaff,
    staff: taStaff,
    inventory: taInventory,
    home: taHome,
    events: taEvents,
    newsletter: taNewsletter,
    ebooks: taEbooks,
    'ebooks-reader': taEbooksReader,
    opds: taOpds,
    audit: taAudit,
    members: taMembers,
    'members-staff': taMembersStaff,
    loans: taLoans,
    'loans-staff': taLoansStaff,
    'newsletter-staff': taNewsletterStaff,
    'newsletter-mail': taNewsletterMail,
    stocktake: taStocktake,
    tokens: taTokens,
    webhooks: taWebhooks,
    reports: taReports,
  },
} as const;

export type Resources = (typeof resources)['en'];

/** Options for an instance that holds every translation up front (server, tests). */
export const baseOptions = {
  ...sharedOptions,
  resources,
  ns: [...NAMESPACES],
} satisfies InitOptions;

/** A ready, independent i18next instance (the server uses one to translate error messages). */
export function createI18n(language: Language = DEFAULT_LANGUAGE, options: InitOptions = {}): i18n {
  const instance = i18next.createInstance();
  void instance.init({ ...baseOptions, lng: language, initAsync: false, ...options });
  return instance;
}
