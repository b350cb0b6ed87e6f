import {
  fillScannedCopy,
  finishJob,
  reportJobProgress,
  type RunningJob,
  type ScanReadingFill,
} from '@app/db';
import type { JobDeps } from '../jobs/deps';
import type { CheckedImage } from '../services';
import { checkIsbn } from './isbn';
import { lookupIsbn } from './lookup';
import { draftFrom, lookupMetadata, readingMetadata } from './process-scan';

/**
 * The job a photo scan queues: reads the cover (AI, else offline OCR), looks up an ISBN it
 * finds, and fills the saved copy in. Progress is one step per photo read. The copy is filled
 * and the job settled in one transaction, so a retried attempt (the first was cut off by a
 * restart) reads the photos again but fills the copy once.
 */
export async function readCoverJob(
  deps: JobDeps,
  job: RunningJob<'inventory.read-cover'>,
): Promise<void> {
  const { inventoryId, imageUrls } = job.payload;
  const images: CheckedImage[] = [];
  for (const url of imageUrls) {
    const image = await deps.services.images.load(url);
    if (image) images.push(image);
  }
  let reported = Promise.resolve();
  const reading = images.length
    ? await deps.services.vision.readCover(images, (read) => {
        const done = Math.min(read, job.row.total);
        reported = reported.then(() =>
          reportJobProgress(deps.db, job.id, { done, now: deps.now() }),
        );
      })
    : null;
  await reported;
  const readIsbn = reading?.isbn.value ? checkIsbn(reading.isbn.value) : null;
  const isbn = readIsbn?.ok ? readIsbn.isbn13 : null;
  const lookup = isbn
    ? await lookupIsbn(deps.db, deps.services.catalogues, isbn, deps.now())
    : null;
  const draft = draftFrom(lookup?.record ?? null, reading, isbn);
  // Only what the reading or a catalogue supplied: the defaults are on the copy already.
  const fields: ScanReadingFill['fields'] = { rawOcrText: draft.fields.rawOcrText };
  for (const [field, source] of Object.entries(draft.provenance)) {
    if (source !== 'default' && field in draft.fields) {
      Object.assign(fields, { [field]: draft.fields[field as keyof typeof draft.fields] });
    }
  }
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const first = await finishJob(trx, job.id, {
      state: 'completed',
      result: { inventoryId, engine: reading?.engine ?? null, isbnFound: isbn !== null },
      now,
    });
    if (!first) return;
    await fillScannedCopy(trx, inventoryId, {
      fields,
      provenance: draft.provenance,
      metadata: { lookup: lookupMetadata(lookup), reading: readingMetadata(reading) },
      now,
    });
  });
}
