import { FAKE_ISBNS, startFakeCatalogues } from './fake-catalogues';

/**
 * Serves the fake catalogues for end-to-end runs of the real server process:
 * `node --import tsx packages/testing/src/fake-catalogues-cli.ts [port]`. Prints the origin
 * on the first line of stdout, for OPENLIBRARY_BASE_URL and GOOGLE_BOOKS_BASE_URL.
 */
const port = Number(process.argv[2] ?? 0);
const fake = await startFakeCatalogues({ port });
console.log(fake.url);
console.error(`fake catalogue ISBNs: ${JSON.stringify(FAKE_ISBNS)}`);

const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
