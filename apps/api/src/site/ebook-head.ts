import type { Ebook, EbookLanguage } from '@app/db';
import type { Language } from '@app/i18n';
import { createI18n } from '@app/i18n/resources';
import type { PageHead } from './head';
import { SITE_NAME } from './site-head';

const LANGUAGE_TAGS: Record<EbookLanguage, Language> = {
  English: 'en',
  Tamil: 'ta',
  Sinhala: 'si',
};
const OG_LOCALES: Record<Language, string> = { en: 'en_GB', ta: 'ta_LK', si: 'si_LK' };

const translators = new Map<Language, ReturnType<typeof createI18n>>();
function ebooksText(language: Language) {
  let i18n = translators.get(language);
  if (!i18n) translators.set(language, (i18n = createI18n(language)));
  return i18n.getFixedT(language, 'ebooks');
}

/** At most `max` characters, cut at a word and marked with an ellipsis. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** An address on this site (or already absolute) as an absolute URL. */
function absolute(url: string, origin: string): string {
  return new URL(url, origin).href;
}

/** The e-book's page address, its one canonical URL. */
export const ebookPageUrl = (origin: string, id: number) => `${origin}/ebooks/${id}`;
/** The generated preview card (1200×630 PNG) for links shared without a cover. */
export const ebookCardUrl = (origin: string, id: number) => `${origin}/ebooks/${id}/card.png`;

/**
 * What the e-book's page tells a crawler or a chat app before any script runs: its own title,
 * description (its own, or one written in the book's language), address, Open Graph and Twitter
 * card (the cover, else the generated card in the book's script) and schema.org Book data.
 */
export function ebookHead(ebook: Ebook, origin: string): PageHead {
  const language = LANGUAGE_TAGS[ebook.language];
  const t = ebooksText(language);
  const description = ebook.description?.trim()
    ? shorten(ebook.description, 200)
    : t('page.metaDescription', {
        format: ebook.fileFormat,
        language: t(`language.${ebook.language}`),
        author: ebook.author,
      });
  const url = ebookPageUrl(origin, ebook.id);
  const image = ebook.coverImageUrl
    ? absolute(ebook.coverImageUrl, origin)
    : ebookCardUrl(origin, ebook.id);
  const title = `${ebook.title} · ${ebook.author}`;
  const readUrl = `${url}/read`;
  return {
    title: `${title} · ${SITE_NAME}`,
    description,
    canonical: url,
    openGraph: [
      ['type', 'book'],
      ['site_name', SITE_NAME],
      ['title', title],
      ['description', description],
      ['url', url],
      ['image', image],
      ['image:alt', ebook.title],
      ...(ebook.coverImageUrl
        ? []
        : ([
            ['image:width', '1200'],
            ['image:height', '630'],
            ['image:type', 'image/png'],
          ] as [string, string][])),
      ['locale', OG_LOCALES[language]],
      ['book:author', ebook.author],
      ...(ebook.isbn ? ([['book:isbn', ebook.isbn]] as [string, string][]) : []),
      ...ebook.tags.slice(0, 10).map((tag): [string, string] => ['book:tag', tag]),
    ],
    twitter: [
      ['card', 'summary_large_image'],
      ['title', title],
      ['description', description],
      ['image', image],
      ['image:alt', ebook.title],
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Book',
      '@id': url,
      url,
      name: ebook.title,
      author: { '@type': 'Person', name: ebook.author },
      inLanguage: language,
      bookFormat: 'https://schema.org/EBook',
      description,
      image,
      genre: ebook.genre,
      isAccessibleForFree: true,
      ...(ebook.isbn && { isbn: ebook.isbn }),
      ...(ebook.publisher && { publisher: { '@type': 'Organization', name: ebook.publisher } }),
      ...(ebook.publicationYear && { datePublished: String(ebook.publicationYear) }),
      ...(ebook.totalPages && { numberOfPages: ebook.totalPages }),
      ...(ebook.tags.length > 0 && { keywords: ebook.tags.join(', ') }),
      ...(ebook.isPublicDomain && {
        license: 'https://creativecommons.org/publicdomain/mark/1.0/',
      }),
      provider: { '@type': 'Library', name: SITE_NAME, url: `${origin}/` },
      potentialAction: { '@type': 'ReadAction', target: readUrl },
    },
  };
}
