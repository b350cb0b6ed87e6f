import { describe, expect, it } from 'vitest';
import { clockParts, LENDING_HOURS, READING_ROOM_HOURS } from './site-info';

describe('opening hours', () => {
  it('are both readings of the spec', () => {
    expect(LENDING_HOURS).toEqual([
      { days: 'weekdays', open: '09:00', close: '20:00' },
      { days: 'saturday', open: '09:00', close: '17:00' },
      { days: 'sunday' },
    ]);
    expect(READING_ROOM_HOURS).toEqual([
      { days: 'weekdays', open: '08:00', close: '20:00' },
      { days: 'saturday', open: '09:00', close: '18:00' },
      { days: 'sunday', open: '10:00', close: '16:00' },
    ]);
  });

  it('read on a 12-hour clock', () => {
    expect(clockParts('09:00')).toEqual({ hour: '9', minute: '00', pm: false });
    expect(clockParts('12:05')).toEqual({ hour: '12', minute: '05', pm: true });
    expect(clockParts('20:00')).toEqual({ hour: '8', minute: '00', pm: true });
    expect(clockParts('00:30')).toEqual({ hour: '12', minute: '30', pm: false });
  });
});
