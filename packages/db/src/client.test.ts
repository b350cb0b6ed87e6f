import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability';
import {
  createDb,
  holdDatabase,
  onConnectionError,
  poolStats as poolStatsOf,
  probeDatabase,
} from './client';
import { freePort } from './embedded';
import { createTestDatabase, type TestDatabase } from './testing';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('a pool whose server goes away', () => {
  it('survives losing a connection that is in use, and says the database is unavailable', async () => {
    const db = createDb(t.url, { max: 2 });
    const reported: Error[] = [];
    onConnectionError(db, (error) => reported.push(error));
    const admin = new pg.Client({ connectionString: t.url });
    await admin.connect();
    try {
      // A transaction holds its connection between statements; the server ends that backend
      // as a shutdown would (57P01, admin_shutdown) while no query is running on it. pg then
      // raises the checked-out client's own 'error' event, which nobody but us listens to.
      const outcome = rejection(
        db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          await expect.poll(() => reported.length).toBeGreaterThan(0);
          await sql`select 1`.execute(trx);
        }),
      );
      const error = await outcome;
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(isDatabaseUnavailable(reported[0])).toBe(true);
      // And the pool goes on with a fresh connection.
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await db.destroy();
    }
  });

  it('refuses at once when nothing listens, reporting it to its listeners', async () => {
    const url = new URL(t.url);
    url.port = String(await freePort());
    const db = createDb(url.toString());
    const reported: Error[] = [];
    onConnectionError(db, (error) => reported.push(error));
    try {
      const started = performance.now();
      const error = await rejection(sql`select 1`.execute(db));
      expect(performance.now() - started).toBeLessThan(1000);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(reported).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });

  it('tells a wrong query apart from a missing server', async () => {
    const error = await rejection(sql`select * from no_such_table`.execute(t.db));
    expect(isDatabaseUnavailable(error)).toBe(false);
    const nul = await rejection(
      t.db.insertInto('seedHistory').values({ step: 'a\u0000b' }).execute(),
    );
    expect(isDatabaseUnavailable(nul)).toBe(false);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: nul }))).toBe(false);
    expect(
      isDatabaseUnavailable(
        new Error('wrapped', {
          cause: new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]),
        }),
      ),
    ).toBe(true);
  });

  it('while held, fails at once every statement, every wait for a connection and every new query, yet lets the probe through', async () => {
    // One connection: a statement the server sits on (pg_sleep, well inside the statement
    // timeout) holds it, and a second query waits for it in the pool's queue.
    const db = createDb(t.url, { max: 1, statementTimeoutMs: 20_000 });
    try {
      const started = performance.now();
      const sleeping = rejection(sql`select pg_sleep(15)`.execute(db));
      await expect.poll(() => poolStatsOf(db).total).toBe(1);
      const queued = rejection(sql`select 1`.execute(db));
      await expect.poll(() => poolStatsOf(db).waiting).toBe(1);
      expect(holdDatabase(db, true)).toBe(2);
      const [sleepError, queueError] = await Promise.all([sleeping, queued]);
      // Ended, not answered: the server would have slept on for 15 s.
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(isDatabaseUnavailable(sleepError)).toBe(true);
      expect(isDatabaseUnavailable(queueError)).toBe(true);
      // Held: the next query is refused without asking the server; the probe still asks it.
      expect(isDatabaseUnavailable(await rejection(sql`select 1`.execute(db)))).toBe(true);
      expect(await probeDatabase(db)).toBeInstanceOf(Date);
      // Released: the pool gives the next query a working connection.
      expect(holdDatabase(db, false)).toBe(0);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});
