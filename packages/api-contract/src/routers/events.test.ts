import { countRows } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import type { CreateEventInput } from '../schemas/events';
import { useTestLibrary } from '../testing/context';

const lib = useTestLibrary();

const workshop = (changes: Partial<CreateEventInput> = {}): CreateEventInput => ({
  title: 'Workshop',
  date: 'Mar 3, 2027',
  time: '10:00 AM',
  category: 'Workshop',
  ...changes,
});

describe('events.list', () => {
  it('lists the seeded events, soonest first', async () => {
    const events = await lib.visitor.caller.events.list();
    expect(events.length).toBeGreaterThanOrEqual(8);
    const starts = events.map((e) => e.startsAt!.getTime());
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });
});

describe('events.create', () => {
  it('adds an event with 50 places by default and reads its start in Jaffna time', async () => {
    const created = await lib.staff.caller.events.create({
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
    const created = await lib.staff.caller.events.create({
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
    const created = await lib.staff.caller.events.create({
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
    const before = await countRows(lib.db, 'events');
    const refused = await lib.staff.refusal(
      lib.staff.caller.events.create(workshop(change as Partial<CreateEventInput>)),
    );
    expect(refused.appCode).toBe('INVALID_INPUT');
    expect(Object.keys(refused.fieldErrors ?? {})).toEqual([field]);
    expect(await countRows(lib.db, 'events')).toBe(before);
  });
});

describe('events.update and events.delete', () => {
  it('edits an event; new date text moves its start, other edits leave it', async () => {
    const { id } = await lib.staff.caller.events.create(workshop());
    const renamed = await lib.staff.caller.events.update({ id, title: 'Palm-leaf workshop' });
    expect(renamed).toMatchObject({
      title: 'Palm-leaf workshop',
      startsAt: new Date('2027-03-03T04:30:00.000Z'),
    });
    const moved = await lib.staff.caller.events.update({ id, time: '3:30 PM' });
    expect(moved).toMatchObject({
      time: '3:30 PM',
      startsAt: new Date('2027-03-03T10:00:00.000Z'),
    });
    const vague = await lib.staff.caller.events.update({ id, date: 'To be announced' });
    expect(vague).toMatchObject({ startsAt: null });
    expect(
      await lib.staff.refusal(lib.staff.caller.events.update({ id: 999_999, title: 'x' })),
    ).toMatchObject({ code: 'NOT_FOUND', appCode: 'NOT_FOUND' });
  });

  it('deletes an event, then answers NOT_FOUND for it', async () => {
    const { id } = await lib.staff.caller.events.create(workshop({ title: 'Cancelled' }));
    expect(await lib.staff.caller.events.delete({ id })).toEqual({ id });
    expect(await lib.staff.refusal(lib.staff.caller.events.delete({ id }))).toMatchObject({
      appCode: 'NOT_FOUND',
    });
  });
});

describe('events.calendar', () => {
  it('holds every event with a known start, soonest first, and leaves out the others', async () => {
    await lib.db
      .insertInto('events')
      .values({ title: 'Someday', date: 'Every Saturday', time: 'Mornings', category: 'Children' })
      .execute();
    const calendar = await lib.visitor.caller.events.calendar();
    const known = await lib.db
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
    const { id } = await lib.staff.caller.events.create(workshop({ branchId: 'JPL' }));
    const [event, ...others] = await lib.visitor.caller.events.calendar({ id });
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      id,
      branchName: expect.stringContaining('Jaffna Public Library'),
    });
  });

  it('refuses an event without a readable date with a reason, and one that does not exist', async () => {
    const { id } = await lib.staff.caller.events.create(workshop({ date: 'TBA', time: 'TBA' }));
    expect(await lib.visitor.refusal(lib.visitor.caller.events.calendar({ id }))).toMatchObject({
      code: 'NOT_FOUND',
      appCode: 'EVENT_DATE_UNKNOWN',
      message: 'This event has no fixed date and time yet, so it cannot be added to a calendar.',
    });
    expect(
      await lib.visitor.refusal(lib.visitor.caller.events.calendar({ id: 999_999 })),
    ).toMatchObject({
      appCode: 'NOT_FOUND',
    });
  });
});
