import { describe, expect, it } from 'vitest';
import { addTally, BULK_IMPORT_CHUNK, chunk, emptyTally } from './import-chunks';

describe('bulk import runs', () => {
  it('sends a selection of 25 as runs of 10, 10 and 5', () => {
    const books = Array.from({ length: 25 }, (_, i) => i);
    expect(chunk(books, BULK_IMPORT_CHUNK).map((run) => run.length)).toEqual([10, 10, 5]);
    expect(chunk(books, BULK_IMPORT_CHUNK).flat()).toEqual(books);
  });

  it('sends nothing for an empty selection and refuses a run size below 1', () => {
    expect(chunk([], 10)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });

  it('adds up what each run reports', () => {
    const total = [
      { imported: 8, skipped: 2, failed: 0 },
      { imported: 3, skipped: 0, failed: 1 },
    ].reduce(addTally, emptyTally());
    expect(total).toEqual({ imported: 11, skipped: 2, failed: 1 });
  });
});
