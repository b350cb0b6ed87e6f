import { describe, expect, it } from 'vitest';
import { answerCost, KeptAnswers, ownBuffer, type KeptAnswer } from './kept-answers';

const answer = (bytes: number, version = 1): KeptAnswer => ({
  body: ownBuffer('x'.repeat(bytes)),
  etag: '"abc"',
  headers: { 'content-type': 'application/json; charset=utf-8', 'x-total-count': '100000' },
  version,
  at: 0,
});

describe('KeptAnswers', () => {
  it('holds no more bytes than its budget, dropping the least recently used first', () => {
    const cost = answerCost('/api/ebooks?offset=0', answer(10_000));
    const kept = new KeptAnswers({ maxBytes: 3 * cost + 10, maxEntryBytes: 100_000 });
    for (const offset of [0, 24, 48]) kept.set(`/api/ebooks?offset=${offset}`, answer(10_000));
    expect(kept.size).toBe(3);
    // Read again, the first page is no longer the least recently used.
    expect(kept.get('/api/ebooks?offset=0')).toBeDefined();
    kept.set('/api/ebooks?offset=72', answer(10_000));
    expect(kept.get('/api/ebooks?offset=24')).toBeUndefined();
    expect(kept.get('/api/ebooks?offset=0')).toBeDefined();
    expect(kept.bytes).toBeLessThanOrEqual(kept.limits.maxBytes);

    // One large answer makes room for itself by dropping several small ones.
    kept.set('/opds/new', answer(2 * 10_000));
    expect(kept.size).toBe(2);
    expect(kept.bytes).toBeLessThanOrEqual(kept.limits.maxBytes);
  });

  it('counts keys and headers, not only bodies: many small answers fill the budget too', () => {
    const kept = new KeptAnswers({ maxBytes: 64 * 1024, maxEntryBytes: 64 * 1024 });
    for (let i = 0; i < 10_000; i++) kept.set(`/api/events?offset=${i}`, answer(2));
    expect(kept.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(kept.size).toBeLessThan(200);
  });

  it('keeps no answer larger than an answer may be, and replaces one kept under the same key', () => {
    const kept = new KeptAnswers({ maxBytes: 1024 * 1024, maxEntryBytes: 50_000 });
    expect(kept.set('/api/books', answer(60_000))).toBe(false);
    expect(kept.size).toBe(0);
    kept.set('/api/books', answer(1000, 1));
    kept.set('/api/books', answer(2000, 2));
    expect(kept.size).toBe(1);
    expect(kept.get('/api/books')?.version).toBe(2);
    expect(kept.bytes).toBe(answerCost('/api/books', answer(2000)));
    kept.clear();
    expect(kept.bytes).toBe(0);
  });

  it('keeps each body in memory of its own, never a slice of a shared pool', () => {
    const body = ownBuffer('{"items":[]}');
    expect(body.toString()).toBe('{"items":[]}');
    expect(body.buffer.byteLength).toBe(body.byteLength);
    expect(Buffer.from('{"items":[]}').buffer.byteLength).toBeGreaterThan(body.byteLength);
  });
});
