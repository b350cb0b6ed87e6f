import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../testing/context';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
});
afterAll(() => t.destroy());

describe('branches.list', () => {
  it('lists the main library first, with its district and coordinates', async () => {
    const { caller } = await createTestContext(t.db);
    const branches = await caller.branches.list();
    expect(branches[0]).toMatchObject({ id: 'JPL', districtName: 'Jaffna' });
    expect(branches[0]!.coordinates).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
  });
});
