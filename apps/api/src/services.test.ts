import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { IMPORT_LANGUAGES } from '@app/api-contract/schemas/ebooks-import';
import { FAKE_ISBNS, startFakeCatalogues, type FakeCatalogues } from '@app/testing/fake-catalogues';
import { IMPORT_CANDIDATES, ISBN_RECORDS } from '@app/testing/port-answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { createStorage } from './storage/create';
import { createServices, type RunningServices } from './services';

/** These tests queue no work. */
const noJobs = { enqueue: () => Promise.reject(new Error('no jobs in this test')) };

/**
 * The contract's tests fake the outside catalogues at the service ports, answering from
 * `@app/testing/port-answers`. These tests keep that honest: the real adapters, wired as the
 * server wires them and pointed at the fake servers, answer exactly the same.
 */
let t: TestDatabase;
let fake: FakeCatalogues;
let services: RunningServices;

beforeAll(async () => {
  t = await createTestDatabase();
  fake = await startFakeCatalogues({ slowMs: 5000 });
  const config = loadConfig({
    NODE_ENV: 'test',
    OPENLIBRARY_BASE_URL: fake.url,
    GOOGLE_BOOKS_BASE_URL: fake.url,
    GUTENDEX_BASE_URL: fake.url,
    LOOKUP_TIMEOUT_MS: '300',
    IMPORT_TIMEOUT_MS: '300',
  });
  services = createServices(config, t.db, createStorage(config), noJobs);
});
afterAll(async () => {
  await services.close();
  await fake.close();
  await t.destroy();
});

describe('the services the server wires', () => {
  it('ask Open Library, then Google Books, and read every fake ISBN as the port fakes answer it', async () => {
    expect(services.catalogues.map((c) => c.name)).toEqual(['openlibrary', 'googlebooks']);
    for (const catalogue of services.catalogues) {
      for (const isbn of Object.values(FAKE_ISBNS)) {
        expect(await catalogue.lookup(isbn), `${catalogue.name} ${isbn}`).toEqual(
          ISBN_RECORDS[catalogue.name][isbn] ?? null,
        );
      }
    }
  });

  it('give up on a catalogue that hangs after the configured time, so a scan or a search never waits long', async () => {
    fake.setMode('openlibrary', 'hang');
    try {
      const started = Date.now();
      await expect(services.catalogues[0]!.lookup(FAKE_ISBNS.twilight)).rejects.toThrow(
        'openlibrary: timed out after 300 ms',
      );
      await expect(
        services.ebookCatalogues.gutenberg.search({ query: 'slow', language: 'en' }),
      ).rejects.toMatchObject({ failure: { kind: 'timeout' } });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      fake.setMode('openlibrary', 'normal');
    }
  });

  it.each(IMPORT_LANGUAGES)(
    'offer every free book in %s from each e-book catalogue as the port fakes do',
    async (language) => {
      for (const source of ['gutenberg', 'openlibrary'] as const) {
        const catalogue = services.ebookCatalogues[source];
        expect(catalogue.source).toBe(source);
        // Words that match no record: the fake servers then answer every one they have.
        const offered = await catalogue.search({ query: 'xyzzy', language });
        expect(offered, source).toEqual(IMPORT_CANDIDATES[source][language]);
      }
    },
  );
});
