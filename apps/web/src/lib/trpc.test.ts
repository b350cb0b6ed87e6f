import { describe, expect, it } from 'vitest';
import { createQueryClient } from './trpc';

describe('data fetching defaults (spec §7)', () => {
  it('never retries, never goes stale, never refetches on focus or polls, and collects after 5 minutes', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries.retry).toBe(false);
    expect(queries.staleTime).toBe(Infinity);
    expect(queries.refetchOnWindowFocus).toBe(false);
    expect(queries.refetchInterval).toBe(false);
    expect(queries.gcTime).toBe(5 * 60 * 1000);
  });
});
