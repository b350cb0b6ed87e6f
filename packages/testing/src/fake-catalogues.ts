import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FAKE_RETRY_AFTER_SECONDS,
  gutendexSearch,
  openLibrarySearch,
  readQuery,
  type Misbehaviour,
} from './fake-import-catalogues';

/**
 * How one fake catalogue answers: as recorded, with a 503, never, with non-JSON, or with a
 * 429 asking to wait {@link FAKE_RETRY_AFTER_SECONDS} seconds.
 */
export type FakeCatalogueMode = 'normal' | 'http-503' | 'hang' | 'garbage' | 'http-429';
export type FakeCatalogueService = 'openlibrary' | 'googlebooks' | 'gutendex';
export { FAKE_RETRY_AFTER_SECONDS };

/**
 * A running fake of Open Library (books API and search), Google Books and Gutendex on one
 * origin, and Open Library's cover service (`/b/isbn/…`, for {@link FAKE_COVER_ISBNS}). The import searches (`/books/?search=`, `/search.json?q=`) also misbehave when the
 * query holds one of these words: `slow` (answers after `slowMs`), `ratelimit` (429 with
 * Retry-After), `broken` (500), `malformed` (200 with truncated JSON).
 */
export interface FakeCatalogues {
  /** Origin for OPENLIBRARY_BASE_URL, GOOGLE_BOOKS_BASE_URL and GUTENDEX_BASE_URL. */
  url: string;
  /** Path and query of every request received, in order (clear it with `length = 0`). */
  requests: string[];
  setMode(service: FakeCatalogueService, mode: FakeCatalogueMode): void;
  /** Stops the server, cutting any request left hanging. */
  close(): Promise<void>;
}

const fixture = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../fixtures/${file}`, import.meta.url), 'utf8'));

/** ISBN-13s the fake answers for (check digits valid), by which catalogue knows them. */
export const FAKE_ISBNS = {
  /** Open Library only, recorded: Twilight, Stephenie Meyer (Little, Brown, 2006). */
  twilight: '9780316015844',
  /** Google Books only, recorded: Dune (Romanian edition), Frank Herbert (Nemira, 2019). */
  duneRo: '9786067580648',
  /** Both: Pride and Prejudice, Jane Austen (Penguin, 2003); Google lists two editions. */
  prideAndPrejudice: '9780141439518',
  /** Open Library only, synthetic: a Tamil edition of Ponniyin Selvan, Kalki; http cover. */
  ponniyinSelvanTa: '9788184930344',
  /** Google Books only, synthetic: a Sinhala edition of Madol Doova, Martin Wickramasinghe. */
  madolDoovaSi: '9789552100017',
  /** Neither. */
  unknown: '9780000000002',
} as const;
const TWILIGHT_ISBN = FAKE_ISBNS.twilight;

/**
 * The ISBNs Open Library's cover service (`/b/isbn/{isbn}-{S|M|L}.jpg`) has a cover of here;
 * any other answers 404, as the real service does with `?default=false`.
 */
export const FAKE_COVER_ISBNS: readonly string[] = [
  FAKE_ISBNS.twilight,
  FAKE_ISBNS.prideAndPrejudice,
  FAKE_ISBNS.ponniyinSelvanTa,
];
const COVER_SIZES = { S: 60, M: 180, L: 400 } as const;

/** A plain cover JPEG, its colour from the ISBN, so each book's cover differs. */
async function coverJpeg(isbn: string, width: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const hue = Number(isbn.slice(-3)) % 360;
  return sharp({
    create: {
      width,
      height: Math.round(width * 1.5),
      channels: 3,
      background: `hsl(${hue}, 55%, 40%)`,
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}
const DUNE_RO_ISBN = FAKE_ISBNS.duneRo;

// Beyond the recorded fixtures, a few books so chains and caches have more than one hit to see.
// SYNTHETIC TEST DATA: hand-written in the real shapes; OL ids and all Tamil and Sinhala
// entries (ISBNs included, check digits valid) are invented and describe no real edition.
const OPEN_LIBRARY_EXTRA: Record<string, Record<string, unknown>> = {
  [FAKE_ISBNS.prideAndPrejudice]: {
    url: 'https://openlibrary.org/books/OL0000010M/Pride_and_Prejudice',
    key: '/books/OL0000010M',
    title: 'Pride and Prejudice',
    authors: [
      { url: 'https://openlibrary.org/authors/OL0000011A/Jane_Austen', name: 'Jane Austen' },
    ],
    publishers: [{ name: 'Penguin Books' }],
    publish_date: 'April 29, 2003',
    identifiers: { isbn_13: ['9780141439518'], isbn_10: ['0141439513'] },
    number_of_pages: 480,
    subjects: [{ name: 'Courtship', url: 'https://openlibrary.org/subjects/courtship' }],
    cover: {
      small: 'https://covers.openlibrary.org/b/id/0000012-S.jpg',
      medium: 'https://covers.openlibrary.org/b/id/0000012-M.jpg',
      large: 'https://covers.openlibrary.org/b/id/0000012-L.jpg',
    },
  },
  // Synthetic: older Open Library records still link covers over http.
  [FAKE_ISBNS.ponniyinSelvanTa]: {
    url: 'https://openlibrary.org/books/OL0000020M/Ponniyin_Selvan',
    key: '/books/OL0000020M',
    title: 'பொன்னியின் செல்வன்',
    subtitle: 'Ponniyin Selvan, part 1',
    authors: [{ url: 'https://openlibrary.org/authors/OL0000021A/Kalki', name: 'Kalki' }],
    publishers: [{ name: 'Synthetic Test Pathippagam' }],
    publish_date: 'c2010',
    languages: [{ key: '/languages/tam' }],
    number_of_pages: 512,
    cover: { medium: 'http://covers.openlibrary.org/b/id/0000022-M.jpg' },
  },
};

const volume = (info: Record<string, unknown>) => ({ kind: 'books#volume', volumeInfo: info });
const GOOGLE_EXTRA: Record<string, unknown[]> = {
  // Two volumes, the first another edition: the client must pick the one listing the ISBN.
  [FAKE_ISBNS.prideAndPrejudice]: [
    volume({
      title: 'Pride and Prejudice',
      authors: ['Jane Austen'],
      publisher: 'Oxford University Press',
      publishedDate: '2008',
      industryIdentifiers: [{ type: 'ISBN_13', identifier: '9780199535569' }],
      language: 'en',
    }),
    volume({
      title: 'Pride and Prejudice',
      authors: ['Jane Austen'],
      publisher: 'Penguin UK',
      publishedDate: '2003-01-30',
      description:
        'Few have failed to be charmed by the witty and independent spirit of Elizabeth.',
      industryIdentifiers: [{ type: 'ISBN_13', identifier: '9780141439518' }],
      pageCount: 480,
      categories: ['Fiction'],
      imageLinks: {
        thumbnail:
          'http://books.google.com/books/content?id=PLACEHOLD01&printsec=frontcover&img=1&zoom=1&edge=curl&source=gbs_api',
      },
      language: 'en',
      infoLink: 'http://books.google.com/books?id=PLACEHOLD01&dq=isbn:9780141439518',
    }),
  ],
  // Synthetic: a Sinhala book only Google knows.
  [FAKE_ISBNS.madolDoovaSi]: [
    volume({
      title: 'මඩොල් දූව',
      subtitle: 'Madol Doova',
      authors: ['Martin Wickramasinghe'],
      publisher: 'Synthetic Test Publishers',
      publishedDate: '2012',
      industryIdentifiers: [{ type: 'ISBN_13', identifier: '9789552100017' }],
      pageCount: 164,
      language: 'si',
    }),
  ],
};

function openLibraryBooks(url: URL): [number, string] {
  if (url.searchParams.get('jscmd') !== 'data') return [400, 'the fake serves only jscmd=data'];
  const found: Record<string, unknown> = {};
  for (const bibkey of (url.searchParams.get('bibkeys') ?? '').split(',')) {
    const isbn = /^isbn:(\d{13})$/i.exec(bibkey.trim())?.[1];
    // The twilight fixture is keyed by its own bibkey; the real API echoes the one asked for.
    const record =
      isbn === TWILIGHT_ISBN
        ? fixture('openlibrary/api-books-jscmd-data-twilight.json')[`ISBN:${TWILIGHT_ISBN}`]
        : isbn && OPEN_LIBRARY_EXTRA[isbn];
    if (record) found[bibkey.trim()] = record;
  }
  const json = JSON.stringify(found);
  // Without format=json the real API answers JavaScript, which a JSON client cannot read.
  return [200, url.searchParams.get('format') === 'json' ? json : `var _OLBookInfo = ${json};`];
}

function googleVolumes(url: URL): [number, string] {
  const isbn = /^isbn:(\d{13})$/i.exec(url.searchParams.get('q') ?? '')?.[1];
  if (isbn === DUNE_RO_ISBN) {
    return [200, JSON.stringify(fixture('googlebooks/volumes-isbn-dune-ro.json'))];
  }
  const items = isbn ? GOOGLE_EXTRA[isbn] : undefined;
  if (!items) return [200, JSON.stringify(fixture('googlebooks/volumes-not-found.json'))];
  return [200, JSON.stringify({ kind: 'books#volumes', totalItems: items.length, items })];
}

/**
 * Starts one real HTTP server on 127.0.0.1 (a free port unless `port` is given) that replays
 * the recorded Open Library and Google Books answers for {@link FAKE_ISBNS}; any other ISBN
 * gets the recorded "not found" answers. Gutendex and Open Library searches answer from
 * `fake-import-catalogues.ts`.
 */
export async function startFakeCatalogues(
  opts: { port?: number; host?: string; slowMs?: number } = {},
): Promise<FakeCatalogues> {
  const requests: string[] = [];
  const modes: Record<FakeCatalogueService, FakeCatalogueMode> = {
    openlibrary: 'normal',
    googlebooks: 'normal',
    gutendex: 'normal',
  };
  // Longer than the import's default 8 s timeout, so `slow` times out everywhere.
  const slowMs = opts.slowMs ?? 10_000;
  const timers = new Set<NodeJS.Timeout>();

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const search =
      url.pathname === '/books' || url.pathname === '/books/'
        ? 'gutendex'
        : url.pathname === '/search.json'
          ? 'openlibrary-search'
          : null;
    const service: FakeCatalogueService | null =
      url.pathname === '/api/books' || search === 'openlibrary-search'
        ? 'openlibrary'
        : url.pathname === '/books/v1/volumes'
          ? 'googlebooks'
          : search === 'gutendex'
            ? 'gutendex'
            : null;
    const send = (
      status: number,
      body: string,
      type = 'application/json; charset=utf-8',
      headers: Record<string, string> = {},
    ) => {
      if (!res.destroyed) res.writeHead(status, { 'content-type': type, ...headers }).end(body);
    };
    const cover = /^\/b\/isbn\/(\d{13})-([SML])\.jpg$/.exec(url.pathname);
    if (cover && req.method === 'GET') {
      const [, isbn, size] = cover as unknown as [string, string, keyof typeof COVER_SIZES];
      if (modes.openlibrary === 'hang') return;
      if (modes.openlibrary !== 'normal' || !FAKE_COVER_ISBNS.includes(isbn)) {
        return send(404, 'Not Found', 'text/plain');
      }
      void coverJpeg(isbn, COVER_SIZES[size]).then((jpeg) => {
        if (!res.destroyed) res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      });
      return;
    }
    if (!service || req.method !== 'GET') return send(404, '{"error":"not found"}');
    const normal = (): [number, string] => {
      if (search === 'gutendex') return [200, JSON.stringify(gutendexSearch(url))];
      if (search === 'openlibrary-search') return [200, JSON.stringify(openLibrarySearch(url))];
      return service === 'openlibrary' ? openLibraryBooks(url) : googleVolumes(url);
    };
    const misbehaviour: Misbehaviour | undefined = search
      ? readQuery(url.searchParams.get(search === 'gutendex' ? 'search' : 'q')).misbehaviour
      : undefined;
    const mode: FakeCatalogueMode =
      misbehaviour === 'ratelimit'
        ? 'http-429'
        : misbehaviour === 'broken'
          ? 'http-503'
          : misbehaviour === 'malformed'
            ? 'garbage'
            : modes[service];
    switch (mode) {
      case 'hang':
        return; // never answers; close() cuts the socket
      case 'http-503':
        if (misbehaviour === 'broken') {
          return send(500, '<html><body>500 Internal Server Error</body></html>', 'text/html');
        }
        return send(503, '<html><body>503 Service Unavailable</body></html>', 'text/html');
      case 'http-429':
        return send(429, '{"detail":"Request was throttled."}', undefined, {
          'retry-after': String(FAKE_RETRY_AFTER_SECONDS),
        });
      case 'garbage':
        if (misbehaviour === 'malformed') {
          // Declared JSON, cut off half-way (as a proxy dropping the connection would leave it).
          return send(200, normal()[1].slice(0, 40));
        }
        return send(200, '<html><body>Temporarily down for maintenance', 'text/html');
      case 'normal': {
        if (misbehaviour === 'slow') {
          const timer = setTimeout(() => {
            timers.delete(timer);
            send(...normal());
          }, slowMs);
          timer.unref();
          timers.add(timer);
          return;
        }
        return send(...normal());
      }
    }
  };

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;

  return {
    url: `http://${address}:${port}`,
    requests,
    setMode(service, mode) {
      modes[service] = mode;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging requests and idle keep-alive sockets would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
