import { countRows, createTestDatabase, SEED_NOW, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateEventInput } from '../schemas/events';
import { createTestContext, type TestContext } from '../testing/context';

let t: TestDatabase;
let staff: TestContext;
let visitor: TestContext;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  staff = await createTestContext(t.db, { role: 'librarian' });
  visitor = await createTestContext(t.db);
});
afterAll(() => t.destroy());

const workshop = (changes: Partial<CreateEventInput> = {}): CreateEventInput => ({
  title: 'Workshop',
  date: 'Mar 3, 2027',
  time: '10:00 AM',
  category: 'Workshop',
  ...changes,
});

describe('events.list', () => {
  it('lists the seeded events to come, soonest first', async () => {
    const atSeed = await createTestContext(t.db, { now: SEED_NOW });
    const events = await atSeed.caller.events.list();
    expect(events.total).toBeGreaterThanOrEqual(8);
    const starts = events.items.map((e) => e.startsAt!.getTime());
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  it('moves an event to the past ones (latest first) from the day after it starts', async () => {
    const created = await staff.caller.events.create(
      workshop({ title: 'Palm-leaf manuscripts', date: 'Dec 1, 2026', time: '10:00 AM' }),
    );
    const that = (now: string) => createTestContext(t.db, { now: new Date(now) });
    const sameDay = await that('2026-12-01T15:00:00Z');
    expect((await sameDay.caller.events.list({ limit: 100 })).items.map((e) => e.id)).toContain(
      created.id,
    );
    const nextDay = await that('2026-12-02T00:00:00Z');
    const upcoming = await nextDay.caller.events.list({ limit: 100 });
    expect(upcoming.items.map((e) => e.id)).not.toContain(created.id);
    const past = await nextDay.caller.events.list({ when: 'past', limit: 100 });
    expect(past.items.map((e) => e.id)).toContain(created.id);
    const starts = past.items.map((e) => e.startsAt!.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(upcoming.total + past.total).toBe(await countRows(t.db, 'events'));
  });
});

describe('events.create', () => {
  it('adds an event with 50 places by default and reads its start in Jaffna time', async () => {
    const created = await staff.caller.events.create({
      title: 'Poetry evening',
      description: 'Bharathiyar read aloud',
      date: 'Jan 25, 2027',
      time: '2:00 PM',
      category: 'Discussion',
    });
    expect(created).toMatchObject({
      title: 'Poetry evening',
      date: 'Jan 25, 2027',
      time: '2:00 PM',
      category: 'Discussion',
      maxAttendees: 50,
      startsAt: new Date('2027-01-25T08:30:00.000Z'),
      durationMinutes: null,
      branchId: null,
    });
  });

  it('keeps free text it cannot read as a date, with no start', async () => {
    const created = await staff.caller.events.create({
      title: 'Story time',
      date: 'Every Saturday',
      time: 'Mornings',
      category: 'Children',
      maxAttendees: 20,
      branchId: 'NLR',
    });
    expect(created).toMatchObject({ startsAt: null, maxAttendees: 20, branchId: 'NLR' });
  });

  it('takes an exact start and length when the client sends them', async () => {
    const created = await staff.caller.events.create({
      title: 'Book fair',
      date: 'Feb 1, 2027',
      time: 'all day',
      category: 'Special',
      startsAt: '2027-02-01T09:00:00+05:30',
      durationMinutes: 480,
    });
    expect(created).toMatchObject({
      startsAt: new Date('2027-02-01T03:30:00.000Z'),
      durationMinutes: 480,
    });
  });

  it.each([
    ['a category outside the four', { category: 'Concert' }, 'category'],
    ['no date', { date: '' }, 'date'],
    ['zero places', { maxAttendees: 0 }, 'maxAttendees'],
    ['a branch that does not exist', { branchId: 'XXX' }, 'branchId'],
    ['a start that is not a date', { startsAt: 'soon' }, 'startsAt'],
  ])('refuses %s with a field error and adds nothing', async (_, change, field) => {
    const before = await countRows(t.db, 'events');
    const refused = await staff.refusal(
      staff.caller.events.create(workshop(change as Partial<CreateEventInput>)),
    );
    expect(refused.appCode).toBe('INVALID_INPUT');
    expect(Object.keys(refused.fieldErrors ?? {})).toEqual([field]);
    expect(await countRows(t.db, 'events')).toBe(before);
  });
});

describe('events.update and events.delete', () => {
  it('edits an event; new date text moves its start, other edits leave it', async () => {
    const { id } = await staff.caller.events.create(workshop());
    const renamed = await staff.caller.events.update({ id, title: 'Palm-leaf workshop' });
    expect(renamed).toMatchObject({
      title: 'Palm-leaf workshop',
      startsAt: new Date('2027-03-03T04:30:00.000Z'),
    });
    const moved = await staff.caller.events.update({ id, time: '3:30 PM' });
    expect(moved).toMatchObject({
      time: '3:30 PM',
      startsAt: new Date('2027-03-03T10:00:00.000Z'),
    });
    const vague = await staff.caller.events.update({ id, date: 'To be announced' });
    expect(vague).toMatchObject({ startsAt: null });
    expect(
      await staff.refusal(staff.caller.events.update({ id: 999_999, title: 'x' })),
    ).toMatchObject({ code: 'NOT_FOUND', appCode: 'NOT_FOUND' });
  });

  it('takes an edit that changes nothing and answers the event as it is', async () => {
    const created = await staff.caller.events.create(workshop({ title: 'Unchanged' }));
    expect(await staff.caller.events.update({ id: created.id })).toEqual(created);
  });

  it('deletes an event, then answers NOT_FOUND for it', async () => {
    const { id } = await staff.caller.events.create(workshop({ title: 'Cancelled' }));
    expect(await staff.caller.events.delete({ id })).toEqual({ id });
    expect(await staff.refusal(staff.caller.events.delete({ id }))).toMatchObject({
      appCode: 'NOT_FOUND',
    });
  });
});

describe('events.calendar', () => {
  it('holds every event with a known start, soonest first, and leaves out the others', async () => {
    await t.db
      .insertInto('events')
      .values({ title: 'Someday', date: 'Every Saturday', time: 'Mornings', category: 'Children' })
      .execute();
    const calendar = await visitor.caller.events.calendar();
    const known = await t.db
      .selectFrom('events')
      .select('id')
      .where('startsAt', 'is not', null)
      .orderBy('startsAt')
      .orderBy('id')
      .execute();
    expect(calendar.map((e) => e.id)).toEqual(known.map((e) => e.id));
    expect(calendar.map((e) => e.title)).not.toContain('Someday');
  });

  it('gives one event with the name and address of its branch', async () => {
    const { id } = await staff.caller.events.create(workshop({ branchId: 'JPL' }));
    const [event, ...others] = await visitor.caller.events.calendar({ id });
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      id,
      branchName: expect.stringContaining('Jaffna Public Library'),
    });
  });

  it('refuses an event without a readable date with a reason, and one that does not exist', async () => {
    const { id } = await staff.caller.events.create(workshop({ date: 'TBA', time: 'TBA' }));
    expect(await visitor.refusal(visitor.caller.events.calendar({ id }))).toMatchObject({
      code: 'NOT_FOUND',
      appCode: 'EVENT_DATE_UNKNOWN',
      message: 'This event has no fixed date and time yet, so it cannot be added to a calendar.',
    });
    expect(await visitor.refusal(visitor.caller.events.calendar({ id: 999_999 }))).toMatchObject({
      appCode: 'NOT_FOUND',
    });
  });
});
