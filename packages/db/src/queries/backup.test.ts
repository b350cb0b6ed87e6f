import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../client';
import { createTestDatabase, type TestDatabase } from '../testing';
import {
  databaseInventory,
  emptyingStatements,
  otherConnections,
  tablesWithData,
  withExportedSnapshot,
} from './backup';

let migrated: TestDatabase;
let seeded: TestDatabase;
beforeAll(async () => {
  migrated = await createTestDatabase();
  seeded = await createTestDatabase({ seeded: true });
});
afterAll(async () => {
  await migrated.destroy();
  await seeded.destroy();
});

describe('what a backup records of a database', () => {
  it('a freshly migrated database holds no library data; a seeded one does', async () => {
    const fresh = await databaseInventory(migrated.db);
    expect(tablesWithData(fresh)).toEqual([]);
    expect(fresh.newestMigration).toMatch(/^\d{4}_\d{2}_\d{2}_\d{6}_/);
    expect(fresh.serverMajor).toBeGreaterThanOrEqual(15);
    // Both schemas are counted: the job queue's own set-up rows, the unlogged rate limits.
    expect(fresh.tables).toMatchObject({ 'pgboss.version': 1, 'public.rate_limits': 0 });

    const held = Object.fromEntries(tablesWithData(await databaseInventory(seeded.db)));
    expect(held['public.books']).toBeGreaterThan(0);
    expect(held['public.branches']).toBeGreaterThan(0);
  });

  it('counts rows in the snapshot it exports, whatever is written meanwhile', async () => {
    const counted = await withExportedSnapshot(seeded.db, async (snapshot, inventory) => {
      expect(snapshot).toMatch(/^[0-9A-F]+-[0-9A-F]+-\d+$/);
      // Another connection adds a row while the snapshot is held: the snapshot does not see it.
      const other = createDb(seeded.url, { max: 1 });
      try {
        await sql`insert into districts (name, province) values ('Nowhere', 'Nowhere')`.execute(
          other,
        );
      } finally {
        await other.destroy();
      }
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from districts`.execute(
        seeded.db,
      );
      return { inventory: inventory.tables['public.districts'], outside: rows[0]!.n };
    });
    expect(counted.outside).toBe(counted.inventory! + 1);
  });

  it('sees the other connections to a database', async () => {
    const other = createDb(migrated.url, { max: 1 });
    const alone = createDb(migrated.url, { max: 1 });
    try {
      await sql`select 1`.execute(other);
      expect(await otherConnections(alone)).toBeGreaterThanOrEqual(1);
    } finally {
      await other.destroy();
      await alone.destroy();
    }
  });

  it('empties a database down to a bare public schema', async () => {
    const scratch = await createTestDatabase({ seeded: true });
    try {
      const statements = await emptyingStatements(scratch.db);
      await sql.raw(statements).execute(scratch.db);
      const inventory = await databaseInventory(scratch.db);
      expect(inventory.tables).toEqual({});
      const { rows } = await sql<{ name: string }>`
        select nspname as name from pg_namespace where nspname = 'public'`.execute(scratch.db);
      expect(rows).toHaveLength(1);
    } finally {
      await scratch.destroy();
    }
  });
});
