import { sql, type Transaction } from 'kysely';
import type { Db } from '../client';
import { LIBRARY_TIME_ZONE, wallClock } from '../library-time';
import { backfillEbookSearch } from '../queries/ebooks-search-upkeep';
import { insertEbooks } from '../queries/ebooks';
import type { Database } from '../schema';
import { books } from './content/books';
import { branches } from './content/branches';
import { districts } from './content/districts';
import { ebooks } from './content/ebooks';
import { events } from './content/events';
import type { SeedEvent } from './content/types';

export interface SeedOptions {
  /** The moment the seed runs; events are placed relative to it. */
  now?: Date;
}

export interface SeedReport {
  /** Steps applied by this run (empty when everything had run before). */
  applied: string[];
}

type Tx = Transaction<Database>;

/**
 * Each step runs once per database, in its own transaction, and is recorded in seed_history.
 * Running the seed again (or from two processes at once) changes nothing, and content that
 * staff deleted after the first run stays deleted.
 */
const steps: { name: string; run: (tx: Tx, now: Date) => Promise<void> }[] = [
  { name: '2026-11-21-reference', run: seedReference },
  { name: '2026-11-21-collection', run: seedCollection },
];

/** Loads the library's starting content: districts, branches, books, events and e-books. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const now = options.now ?? new Date();
  const applied: string[] = [];
  for (const step of steps) {
    const ran = await db.transaction().execute(async (tx) => {
      const claimed = await tx
        .insertInto('seedHistory')
        .values({ step: step.name })
        .onConflict((oc) => oc.column('step').doNothing())
        .returning('step')
        .executeTakeFirst();
      if (!claimed) return false;
      await step.run(tx, now);
      return true;
    });
    if (ran) applied.push(step.name);
  }
  // Not a recorded step: every start fills search columns that rows written before search
  // existed (or by code that bypassed insertEbook) still lack. Cheap when there are none.
  await backfillEbookSearch(db);
  return { applied };
}

async function seedReference(tx: Tx): Promise<void> {
  await tx
    .insertInto('districts')
    .values(
      districts.map((d) => ({
        name: d.name,
        nameTa: d.nameTa,
        nameSi: d.nameSi,
        province: d.province,
      })),
    )
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const ids = new Map(
    (await tx.selectFrom('districts').select(['id', 'name']).execute()).map((d) => [d.name, d.id]),
  );
  await tx
    .insertInto('branches')
    .values(
      branches.map((b) => {
        const districtId = ids.get(b.district);
        if (districtId === undefined)
          throw new Error(`Branch ${b.id}: unknown district ${b.district}`);
        return {
          id: b.id,
          name: b.name,
          nameTa: b.nameTa,
          nameSi: b.nameSi,
          districtId,
          address: b.address,
          phone: b.phone,
          email: b.email,
          coordinates: b.coordinates ? JSON.stringify(b.coordinates) : null,
        };
      }),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

async function seedCollection(tx: Tx, now: Date): Promise<void> {
  await tx.insertInto('books').values(books).execute();
  await tx
    .insertInto('events')
    .values(events.map((e) => eventRow(e, now)))
    .execute();
  // Through insertEbooks, so each e-book gets its search columns (romanised key, vector).
  await insertEbooks(tx, ebooks);
}

/** Turns "in N days at HH:MM Jaffna time" into the spec's free-text date/time and an instant. */
export function eventRow(event: SeedEvent, now: Date) {
  const [hours, minutes] = event.startTime.split(':').map(Number) as [number, number];
  // Today on the library's calendar, then N days on at the given time.
  const { year, month, day } = wallClock(now);
  // The wall-clock time written as if it were UTC, so formatting it in UTC reads it back as is.
  const wall = new Date(Date.UTC(year, month - 1, day + event.daysFromNow, hours, minutes));
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(wall);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
  }).format(wall);
  // PostgreSQL knows the zone's offset: the wall-clock time becomes the instant it names there.
  const startsAt = sql<Date>`${wall.toISOString().slice(0, 19)}::timestamp at time zone ${LIBRARY_TIME_ZONE}`;
  return {
    title: event.title,
    description: event.description,
    date,
    time,
    category: event.category,
    maxAttendees: event.maxAttendees,
    startsAt,
    durationMinutes: event.durationMinutes,
    branchId: event.branch,
  };
}
