/**
 * Makes (or checks) a collection at size in `--data` for the benchmarks to reuse: the first
 * run generates it (a minute or two), later ones with the same sizes start in seconds.
 *
 *   pnpm --filter @app/bench data --data /tmp/jpl-bench [--ebooks 100000]
 */
import { parseArgs } from 'node:util';
import { COLLECTION_OPTIONS, prepareCollection, sizeFor } from './collection';

const { values } = parseArgs({ options: COLLECTION_OPTIONS });
if (!values.data) throw new Error('--data <dir>: where to keep the collection');
const size = sizeFor(Number(values.ebooks));
const collection = await prepareCollection(size, { dir: values.data });
const row = await collection.db
  .selectFrom('ebooks')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
console.log(`${JSON.stringify(size)}: ${collection.origin}; ${row.n} e-books in all`);
await collection.stop();
