import { readFileSync } from 'node:fs';

/**
 * What the fake Gutendex (`/books/`) and Open Library search (`/search.json`) answer. The
 * recorded fixtures (Frankenstein; "republic") plus hand-written records in the same shapes.
 *
 * SYNTHETIC TEST DATA. The English classics carry their real Project Gutenberg numbers and
 * the URL patterns Gutenberg really uses; their subjects are abridged and download counts
 * invented. Every record numbered 90000 or above, every Open Library key OL00001xxW, every
 * Internet Archive identifier ending in `_synthetic`, and all Tamil and Sinhala records are
 * invented and describe no real catalogue entry.
 */

const fixture = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../fixtures/${file}`, import.meta.url), 'utf8'));

/** A query word that makes the fake misbehave, for tests and the e2e suite. */
export type Misbehaviour = 'slow' | 'ratelimit' | 'broken' | 'malformed';
export const MISBEHAVIOURS: Misbehaviour[] = ['slow', 'ratelimit', 'broken', 'malformed'];
/** What a rate-limited answer asks the client to wait. */
export const FAKE_RETRY_AFTER_SECONDS = 42;

const gutenberg = (id: number) => ({
  epub: `https://www.gutenberg.org/ebooks/${id}.epub3.images`,
  txt: `https://www.gutenberg.org/ebooks/${id}.txt.utf-8`,
  cover: `https://www.gutenberg.org/cache/epub/${id}/pg${id}.cover.medium.jpg`,
  html: `https://www.gutenberg.org/ebooks/${id}.html.images`,
});

function gutendexBook(input: {
  id: number;
  title: string;
  authors: string[];
  subjects: string[];
  bookshelves?: string[];
  languages: string[];
  copyright?: boolean | null;
  formats?: Record<string, string>;
  downloads: number;
  summary?: string;
}) {
  const links = gutenberg(input.id);
  return {
    id: input.id,
    title: input.title,
    authors: input.authors.map((name) => ({ name, birth_year: null, death_year: null })),
    summaries: input.summary ? [input.summary] : [],
    editors: [],
    translators: [],
    subjects: input.subjects,
    bookshelves: input.bookshelves ?? [],
    languages: input.languages,
    copyright: input.copyright === undefined ? false : input.copyright,
    media_type: 'Text',
    formats: input.formats ?? {
      'text/html': links.html,
      'application/epub+zip': links.epub,
      'text/plain; charset=utf-8': links.txt,
      'image/jpeg': links.cover,
    },
    download_count: input.downloads,
  };
}

const frankenstein = (
  fixture('gutendex/books-search-frankenstein.json') as { results: Record<string, unknown>[] }
).results;

/** Every record the fake Gutendex knows, most downloaded first (as Gutendex sorts). */
export const GUTENDEX_BOOKS: Record<string, unknown>[] = [
  ...frankenstein,
  gutendexBook({
    id: 1342,
    title: 'Pride and Prejudice',
    authors: ['Austen, Jane'],
    subjects: ['Courtship -- Fiction', 'England -- Fiction', 'Love stories'],
    bookshelves: ['Best Books Ever Listings', 'Browsing: Fiction'],
    languages: ['en'],
    downloads: 60_000,
  }),
  gutendexBook({
    id: 2701,
    title: 'Moby Dick; Or, The Whale',
    authors: ['Melville, Herman'],
    subjects: [
      'Whaling -- Fiction',
      'Sea stories',
      'Ahab, Captain (Fictitious character) -- Fiction',
    ],
    bookshelves: ['Best Books Ever Listings', 'Browsing: Fiction'],
    languages: ['en'],
    downloads: 40_000,
    summary:
      '"Moby Dick; Or, The Whale" by Herman Melville is a novel about the hunt for a white whale.',
  }),
  gutendexBook({
    id: 98,
    title: 'A Tale of Two Cities',
    authors: ['Dickens, Charles'],
    subjects: [
      'Historical fiction',
      'France -- History -- Revolution, 1789-1799 -- Fiction',
      'London (England) -- History -- 18th century -- Fiction',
    ],
    bookshelves: ['Browsing: History - European', 'Browsing: Fiction'],
    languages: ['en'],
    downloads: 30_000,
  }),
  gutendexBook({
    id: 1497,
    title: 'The Republic',
    authors: ['Plato'],
    subjects: ['Political science -- Early works to 1800', 'Utopias -- Early works to 1800'],
    bookshelves: ['Browsing: Philosophy & Ethics', 'Philosophy'],
    languages: ['en'],
    downloads: 20_000,
  }),
  gutendexBook({
    id: 1322,
    title: 'Leaves of Grass',
    authors: ['Whitman, Walt'],
    subjects: ['Poetry'],
    bookshelves: ['Browsing: Poetry'],
    languages: ['en'],
    downloads: 10_000,
  }),
  // Edge cases the client must handle (all invented).
  gutendexBook({
    id: 90001,
    title: 'A Modern Anthology of Sea Stories (synthetic, in copyright)',
    authors: ['Writer, Living'],
    subjects: ['Sea stories'],
    languages: ['en'],
    copyright: true,
    downloads: 9_000,
  }),
  gutendexBook({
    id: 90002,
    title: 'Letters of Unknown Status (synthetic, copyright unknown)',
    authors: ['Correspondent, Anonymous'],
    subjects: ['Letters'],
    languages: ['en'],
    copyright: null,
    downloads: 8_000,
  }),
  gutendexBook({
    id: 90003,
    title: 'The Science of Common Things (synthetic, PDF and text only)',
    authors: ['Wells, David A.'],
    subjects: ['Science -- Popular works'],
    languages: ['en'],
    formats: {
      'text/plain; charset=us-ascii': 'https://www.gutenberg.org/files/90003/90003-0.txt',
      'application/pdf': 'https://www.gutenberg.org/files/90003/90003-pdf.pdf',
    },
    downloads: 7_000,
  }),
  gutendexBook({
    id: 90004,
    title: 'Essays in Idleness (synthetic, plain text only)',
    authors: ['Essayist, Idle'],
    subjects: ['English essays'],
    languages: ['en'],
    formats: {
      'text/plain': 'https://www.gutenberg.org/files/90004/90004.zip',
      'text/plain; charset=utf-8': 'https://www.gutenberg.org/files/90004/90004-0.txt',
    },
    downloads: 6_000,
  }),
  gutendexBook({
    id: 90005,
    title: 'A Book Without a Readable File (synthetic)',
    authors: ['Archivist, Zip'],
    subjects: ['Fiction'],
    languages: ['en'],
    formats: {
      'text/html': 'https://www.gutenberg.org/ebooks/90005.html.images',
      'application/octet-stream': 'https://www.gutenberg.org/cache/epub/90005/pg90005-h.zip',
    },
    downloads: 5_000,
  }),
  gutendexBook({
    id: 90006,
    title: 'A Book Hosted Elsewhere (synthetic)',
    authors: ['Mirror, Some'],
    subjects: ['Fiction'],
    languages: ['en'],
    formats: { 'application/epub+zip': 'https://files.example.com/90006.epub' },
    downloads: 4_000,
  }),
  gutendexBook({
    id: 90101,
    title: 'பாரதியார் கவிதைகள்',
    authors: ['Bharati, C. Subramania'],
    subjects: ['Tamil poetry'],
    bookshelves: ['Browsing: Poetry'],
    languages: ['ta'],
    downloads: 3_000,
    summary: 'சுப்பிரமணிய பாரதியின் தேசபக்திப் பாடல்களும் கண்ணன் பாட்டும் (செயற்கைச் சோதனைப் பதிவு).',
  }),
  gutendexBook({
    id: 90102,
    title: 'பொன்னியின் செல்வன் — முதல் பாகம்',
    authors: ['Kalki'],
    subjects: ['Historical fiction, Tamil', 'Chola dynasty -- Fiction'],
    languages: ['ta'],
    downloads: 2_500,
  }),
  gutendexBook({
    id: 90201,
    title: 'සිංහල ජන කතා',
    authors: ['Anonymous'],
    subjects: ['Tales -- Sri Lanka', 'Folklore -- Sri Lanka'],
    languages: ['si'],
    downloads: 1_000,
  }),
];

const republic = (
  fixture('openlibrary/search-republic.json') as { docs: Record<string, unknown>[] }
).docs;

/** Every work the fake Open Library search knows. */
export const OPEN_LIBRARY_DOCS: Record<string, unknown>[] = [
  ...republic,
  {
    key: '/works/OL0000101W',
    title: 'Leaves of Grass',
    author_name: ['Walt Whitman'],
    cover_i: 1000101,
    ebook_access: 'public',
    has_fulltext: true,
    public_scan_b: true,
    ia: ['leavesofgrass00whit_synthetic'],
    language: ['eng'],
    first_publish_year: 1855,
    subject: ['American poetry', 'Poetry'],
  },
  {
    key: '/works/OL0000102W',
    title: 'The Origin of Species',
    author_name: ['Charles Darwin'],
    ebook_access: 'public',
    has_fulltext: true,
    public_scan_b: true,
    ia: ['originofspecies00darw_synthetic'],
    language: ['eng'],
    first_publish_year: 1859,
    subject: ['Evolution (Biology)', 'Natural selection'],
  },
  {
    key: '/works/OL0000103W',
    title: 'A Lending-Only Novel (synthetic)',
    author_name: ['Living Novelist'],
    ebook_access: 'printdisabled',
    has_fulltext: true,
    public_scan_b: false,
    ia: ['lendingonly00synthetic'],
    language: ['eng'],
  },
  {
    key: '/works/OL0000104W',
    title: 'A Public Record Without a Scan (synthetic)',
    author_name: ['Nobody Scanned'],
    ebook_access: 'public',
    has_fulltext: false,
    language: ['eng'],
  },
  {
    key: '/works/OL0000111W',
    title: 'திருக்குறள்',
    author_name: ['திருவள்ளுவர்'],
    ebook_access: 'public',
    has_fulltext: true,
    public_scan_b: true,
    ia: ['tirukkural00tiru_synthetic'],
    language: ['tam'],
    subject: ['Tamil poetry', 'Ethics'],
  },
  {
    key: '/works/OL0000121W',
    title: 'සිංහල ජන කතා',
    author_name: ['Anonymous'],
    ebook_access: 'public',
    has_fulltext: true,
    public_scan_b: true,
    ia: ['sinhalajanakatha00_synthetic'],
    language: ['sin'],
    subject: ['Folklore', 'Tales'],
  },
];

/** The misbehaviour a query asks for, and the words left to search by. */
export function readQuery(text: string | null): { words: string[]; misbehaviour?: Misbehaviour } {
  const all = (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  const misbehaviour = MISBEHAVIOURS.find((word) => all.includes(word));
  return { words: all.filter((w) => !MISBEHAVIOURS.includes(w as Misbehaviour)), misbehaviour };
}

const haystack = (record: Record<string, unknown>, keys: string[]) =>
  keys
    .flatMap((key) => {
      const value = record[key];
      if (Array.isArray(value)) {
        return value.map((v) => (typeof v === 'object' && v ? JSON.stringify(v) : String(v)));
      }
      return typeof value === 'string' ? [value] : [];
    })
    .join(' ')
    .toLowerCase();

/** Fewer matches than this and the fake adds the other records after them. */
const AT_LEAST = 3;

/**
 * Records matching any of `words` first. A loose search: when fewer than three match, the
 * others follow, so an end-to-end test always has a few books to pick whatever it typed.
 */
function looseMatch(records: Record<string, unknown>[], words: string[], keys: string[]) {
  const found = records.filter((r) => words.some((w) => haystack(r, keys).includes(w)));
  if (found.length >= AT_LEAST) return found;
  return [...found, ...records.filter((r) => !found.includes(r))];
}

/** GET /books/?search=&languages=&topic= (the `copyright` filter is the client's job here). */
export function gutendexSearch(url: URL): Record<string, unknown> {
  const languages = url.searchParams.get('languages')?.split(',').filter(Boolean);
  let books = GUTENDEX_BOOKS.filter(
    (b) => !languages || (b.languages as string[]).some((l) => languages.includes(l)),
  );
  const topic = url.searchParams.get('topic')?.toLowerCase();
  if (topic) {
    const onTopic = books.filter((b) => haystack(b, ['subjects', 'bookshelves']).includes(topic));
    if (onTopic.length > 0) books = onTopic;
  }
  const { words } = readQuery(url.searchParams.get('search'));
  books = looseMatch(books, words, ['title', 'authors', 'subjects', 'bookshelves']);
  return { count: books.length, next: null, previous: null, results: books };
}

/** GET /search.json?q=&language=&subject= */
export function openLibrarySearch(url: URL): Record<string, unknown> {
  const language = url.searchParams.get('language');
  let docs = OPEN_LIBRARY_DOCS.filter(
    (d) => !language || ((d.language as string[] | undefined) ?? []).includes(language),
  );
  const subject = url.searchParams.get('subject')?.toLowerCase();
  if (subject) {
    const onSubject = docs.filter((d) => haystack(d, ['subject']).includes(subject));
    if (onSubject.length > 0) docs = onSubject;
  }
  const { words } = readQuery(url.searchParams.get('q'));
  docs = looseMatch(docs, words, ['title', 'author_name', 'subject']);
  return {
    numFound: docs.length,
    start: 0,
    numFoundExact: true,
    num_found: docs.length,
    q: url.searchParams.get('q') ?? '',
    offset: null,
    docs,
  };
}
