import { getCopy, titleHasCover, type Db } from '@app/db';
import type { Services } from '../services';

/**
 * The cover a copy about to be verified brings to its title: fetched (before the verifying
 * transaction, so no lock waits on the network) only when the title has none yet.
 */
export async function coverForVerifying(
  ctx: { db: Db; services: Services },
  id: number,
  correctedIsbn: string | null | undefined,
): Promise<string | null> {
  const isbn = correctedIsbn !== undefined ? correctedIsbn : (await getCopy(ctx.db, id))?.isbn;
  if (!isbn || (await titleHasCover(ctx.db, isbn))) return null;
  return ctx.services.covers.fetchCover(isbn);
}
