import type { Services } from '@app/api-contract';
import type { Db, JobQueue } from '@app/db';
import { createAuthService } from './auth/service';
import { createCoverService } from './books/covers';
import type { Config } from './env';
import { createGutendexCatalogue } from './ebooks/import/gutendex';
import { createOpenLibrarySearchCatalogue } from './ebooks/import/open-library-search';
import { createImageStore } from './inventory/image-store';
import { createGoogleBooksClient } from './inventory/lookup/google-books';
import { createOpenLibraryClient } from './inventory/lookup/open-library';
import { createVisionService } from './inventory/vision/vision-service';
import { createMailer } from './mail/mailer';
import type { FileStorage } from './storage/storage';

export interface RunningServices extends Services {
  /** Stops what runs beside requests (the OCR engine, the mail connection). */
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
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    publicOrigin: config.PUBLIC_ORIGIN,
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
    covers: createCoverService({
      baseUrl: config.OPENLIBRARY_COVERS_BASE_URL,
      storage,
      timeoutMs: config.LOOKUP_TIMEOUT_MS,
    }),
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
    mailer,
    jobs,
    webhooks: {
      secretsKey: config.WEBHOOK_SECRETS_KEY ?? null,
      testReceivers: config.WEBHOOK_TEST_RECEIVERS,
    },
    close: async () => {
      mailer.close();
      await vision.close();
    },
  };
}
