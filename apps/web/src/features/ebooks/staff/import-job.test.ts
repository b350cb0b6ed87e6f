import { createI18n } from '@app/i18n/resources';
import { describe, expect, it } from 'vitest';
import { uuidParam } from '../../../lib/search-params';
import { parseEbooksTabSearch } from '../ebooks-tab-search';
import { fitsOneJob, importSummary, MAX_BULK_IMPORT, statusesOf } from './import-job';

describe("a bulk import job's result", () => {
  it('reads as the summary importBulk answers, leaving out entries it cannot read', () => {
    const summary = importSummary({
      imported: 2,
      skipped: 1,
      failed: 'many',
      results: [
        { id: '1342', status: 'imported' },
        { id: 2701, status: 'already' },
        { id: '98', status: 'lost' },
        null,
        { status: 'failed' },
      ],
    });
    expect(summary).toEqual({
      imported: 2,
      skipped: 1,
      failed: 0,
      results: [
        { id: '1342', status: 'imported' },
        { id: '2701', status: 'already' },
      ],
    });
    expect(importSummary(null)).toBeNull();
    expect(importSummary({})).toEqual({ imported: 0, skipped: 0, failed: 0, results: [] });
  });

  it('gives the statuses of the books this page sent, by their key in the panel', () => {
    const summary = importSummary({
      results: [
        { id: '1342', status: 'imported' },
        { id: '777', status: 'failed' },
      ],
    });
    const sent = new Map([['1342', 'gutenberg:1342']]);
    expect(statusesOf(summary, sent)).toEqual([['gutenberg:1342', 'imported']]);
    // After a reload the page no longer knows what it sent.
    expect(statusesOf(summary, undefined)).toEqual([]);
  });

  it('carries from one book up to the most the server takes in one job', () => {
    expect(fitsOneJob(0)).toBe(false);
    expect(fitsOneJob(1)).toBe(true);
    expect(fitsOneJob(MAX_BULK_IMPORT)).toBe(true);
    expect(fitsOneJob(MAX_BULK_IMPORT + 1)).toBe(false);
  });
});

describe("the import job's place in the address", () => {
  it('is kept only when it is a UUID', () => {
    const id = '5D1E9A3C-7B2F-4C68-8E41-93A0F6B2C7D5';
    expect(uuidParam(id)).toBe(id.toLowerCase());
    expect(uuidParam('5d1e9a3c')).toBeUndefined();
    expect(uuidParam(42)).toBeUndefined();
    expect(parseEbooksTabSearch({ importJob: id, genre: 'poetry', page: '2' })).toEqual({
      importJob: id.toLowerCase(),
      genre: 'poetry',
      page: 2,
    });
    expect(parseEbooksTabSearch({ importJob: '../admin' })).toEqual({});
  });
});

describe('the words for its progress', () => {
  it.each([
    ['en', 1, 1, '1 of 1 imported'],
    ['en', 42, 100, '42 of 100 imported'],
    ['si', 42, 100, 'පොත් 100න් 42ක් ආනයනය කර ඇත'],
    ['ta', 1, 5, '5 இல் 1 இறக்குமதி செய்யப்பட்டது'],
    ['ta', 42, 100, '100 இல் 42 இறக்குமதி செய்யப்பட்டன'],
  ] as const)('agree with the number done (%s: %i of %i)', (language, done, total, words) => {
    const t = createI18n(language).getFixedT(language, 'ebooks-staff');
    expect(t('import.job.progress', { count: done, total })).toBe(words);
  });
});
