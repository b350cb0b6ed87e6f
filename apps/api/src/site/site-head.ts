import type { PageMatch } from '@app/api-contract/pages';
import type { PageHead } from './head';

/** The library's name in its three scripts, as every page's title ends. */
export const SITE_NAME = 'Jaffna Public Library · யாழ்ப்பாணப் பொது நூலகம் · යාපනය මහජන පුස්තකාලය';

const SITE_DESCRIPTION =
  'Jaffna Public Library · யாழ்ப்பாணப் பொது நூலகம் · යාපනය මහජන පුස්තකාලය: books, events and ' +
  'free e-books in English, Tamil and Sinhala.';

/** The head of a page that is not an e-book's: the page's own name, and whether to index it. */
export function pageHead(match: PageMatch, origin: string, path: string): PageHead {
  const canonical = `${origin}${path}`;
  switch (match.page.path) {
    case '/':
      return { title: SITE_NAME, description: SITE_DESCRIPTION, canonical };
    case '/ebooks/':
      return {
        title: `Digital Library · ${SITE_NAME}`,
        description:
          'Free public-domain e-books in English, Tamil and Sinhala from the Jaffna Public ' +
          'Library: read them online or download them, no sign-in needed.',
        canonical: `${origin}/ebooks`,
      };
    default:
      return { title: SITE_NAME, description: SITE_DESCRIPTION, noindex: !match.page.index };
  }
}

/** The head of the not-found page (answered with 404). */
export const notFoundHead: PageHead = {
  title: `Page not found · ${SITE_NAME}`,
  description: SITE_DESCRIPTION,
  noindex: true,
};
