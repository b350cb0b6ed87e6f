/**
 * What came to the library in the last week (e-books and printed titles) as an Atom feed.
 *
 *   LIBRARY_URL=https://library.example.lk LIBRARY_TOKEN=jpl_… npm start -- --out new.xml
 *
 * The e-books come through the typed tRPC client, the printed titles through the typed REST
 * client; both send the API token. Without `--out`, the feed goes to standard output.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  createLibraryClient,
  TRPCClientError,
  type AppRouter,
  type paths,
  type RouterOutputs,
} from '@jaffna-library/client';
import { readEnv } from './env.ts';
import { atomFeed, type AtomEntry } from './atom.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most either API answers in one page. */
const PAGE = 100;

type Ebook = RouterOutputs['ebooks']['recent']['items'][number];
type Book = paths['/api/books']['get']['responses'][200]['content']['application/json'][number];

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    days: { type: 'string', default: '7' },
  },
});
const { baseUrl, token } = readEnv();
const days = Number(values.days);
if (!baseUrl || !Number.isInteger(days) || days < 1) {
  console.error(
    'Usage: LIBRARY_URL=https://… [LIBRARY_TOKEN=jpl_…] npm start -- [--out FILE] [--days 7]',
  );
  process.exit(2);
}
const site = baseUrl.replace(/\/+$/, '');
const since = new Date(Date.now() - days * DAY_MS);
const library = createLibraryClient({ baseUrl: site, token });

/** E-books added since `since`: the shelf is newest first, so pages stop at the first older one. */
async function newEbooks(): Promise<Ebook[]> {
  const found: Ebook[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await library.trpc.ebooks.recent.query({ limit: PAGE, offset });
    const fresh = page.items.filter((ebook) => ebook.createdAt >= since);
    found.push(...fresh);
    if (fresh.length < page.items.length || offset + PAGE >= page.total) return found;
  }
}

/** Printed titles added since `since`, from `GET /api/books` (newest first, paged). */
async function newBooks(): Promise<Book[]> {
  const found: Book[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data, error, response } = await library.rest.GET('/api/books', {
      params: { query: { limit: PAGE, offset } },
    });
    if (error) throw new Error(`${error.message} (${error.appCode}, GET /api/books)`);
    const fresh = data.filter((book) => new Date(book.createdAt) >= since);
    found.push(...fresh);
    const total = Number(response.headers.get('x-total-count'));
    if (fresh.length < data.length || offset + PAGE >= total) return found;
  }
}

try {
  const [ebooks, books] = await Promise.all([newEbooks(), newBooks()]);
  const entries: AtomEntry[] = [
    ...ebooks.map((ebook) => ({
      id: `${site}/ebooks/${ebook.id}`,
      title: ebook.title,
      link: `${site}/ebooks/${ebook.id}`,
      updated: ebook.createdAt,
      author: ebook.author,
      category: `e-book: ${ebook.genre}`,
      summary: ebook.description ?? undefined,
    })),
    ...books.map((book) => ({
      id: `${site}/books/${book.id}`,
      title: book.title,
      link: `${site}/books/${book.id}`,
      updated: new Date(book.createdAt),
      author: book.author,
      category: `book: ${book.genre}`,
      summary: book.description ?? undefined,
    })),
  ].sort((a, b) => b.updated.getTime() - a.updated.getTime());
  const feed = atomFeed({
    id: `${site}/#new-this-week`,
    title: `New at the library: the last ${days} days`,
    link: `${site}/ebooks`,
    author: 'Jaffna Public Library',
    updated: entries[0]?.updated ?? new Date(),
    entries,
  });
  if (values.out) writeFileSync(values.out, feed);
  else process.stdout.write(feed);
  console.error(`${ebooks.length} e-books and ${books.length} titles since ${since.toISOString()}`);
} catch (error) {
  // A refusal says why in words (in the language asked for) and with a stable code.
  const reason =
    error instanceof TRPCClientError
      ? `${error.message} (${(error as TRPCClientError<AppRouter>).data?.appCode}, tRPC)`
      : error instanceof Error
        ? error.message
        : String(error);
  console.error(`Could not read the library: ${reason}`);
  process.exit(1);
}
