import { fakeEbookFile, startFakeHost } from './ebook-files';

/**
 * Serves generated e-book files for end-to-end runs of the real server process:
 * `node --import tsx packages/testing/src/fake-ebook-hosts-cli.ts [port]`, then start the site with
 * `EBOOK_REMOTE_BASE_URL=<the printed origin>`. Prints the origin on the first line of stdout.
 */
const port = Number(process.argv[2] ?? 0);
const fake = await startFakeHost({}, { port, fallback: fakeEbookFile });
console.log(fake.url);

const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
