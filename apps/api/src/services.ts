import type { Services } from '@app/api-contract';
import type { Db, JobQueue } from '@app/db';
import { createAuthService } from './auth/service';
import type { Config } from './env';
import { createGutendexCatalogue } from './ebooks/import/gutendex';
import { createOpenLibrarySearchCatalogue } from './ebooks/import/open-library-search';
import { createImageStore } from './inventory/image-store';
import { createGoogleBooksClient } from './inventory/lookup/google-books';
import { createOpenLibraryClient } from './inventory/lookup/open-library';
import { createVisionService } from './inventory/vision/vision-service';
import type { FileStorage } from './storage/storage';

export interface RunningServices extends Services {
  /** Stops background workers (the OCR engine). */
  close(): Promise<void>;
}

/** The real adapters, configured from the environment (tests point the URLs at fakes). */
export function createServices(
  config: Config,
  db: Db,
  storage: FileStorage,
  jobs: JobQueue,
): RunningServices {
  const vision = createVisionService({
    openai: config.OPENAI_API_KEY
      ? {
          baseUrl: config.OPENAI_BASE_URL,
          apiKey: config.OPENAI_API_KEY,
          model: config.OPENAI_MODEL,
          timeoutMs: config.OPENAI_TIMEOUT_MS,
        }
      : undefined,
  });
  return {
    auth: createAuthService(db, { passwordHashCost: config.PASSWORD_HASH_COST }),
    catalogues: [
      createOpenLibraryClient({
        baseUrl: config.OPENLIBRARY_BASE_URL,
        timeoutMs: config.LOOKUP_TIMEOUT_MS,
      }),
      createGoogleBooksClient({
        baseUrl: config.GOOGLE_BOOKS_BASE_URL,
        timeoutMs: config.LOOKUP_TIMEOUT_MS,
      }),
    ],
    vision,
    images: createImageStore(storage),
    publicOrigin: config.PUBLIC_ORIGIN,
    ebookCatalogues: {
      gutenberg: createGutendexCatalogue({
        baseUrl: config.GUTENDEX_BASE_URL,
        timeoutMs: config.IMPORT_TIMEOUT_MS,
      }),
      openlibrary: createOpenLibrarySearchCatalogue({
        baseUrl: config.OPENLIBRARY_BASE_URL,
        timeoutMs: config.IMPORT_TIMEOUT_MS,
      }),
    },
    jobs,
    close: () => vision.close(),
  };
}
