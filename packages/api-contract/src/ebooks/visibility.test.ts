import { USER_ROLES } from '@app/db/constants';
import { describe, expect, it } from 'vitest';
import { visibleEbook } from './visibility';

const active = { isActive: true };
const withdrawn = { isActive: false };
const viewers = [null, ...USER_ROLES.map((role) => ({ role }))];

describe('who sees an e-book', () => {
  it('an active one: everyone, as a record and published', () => {
    for (const viewer of viewers) {
      expect(visibleEbook(active, { as: 'record', viewer })).toBe(true);
    }
    expect(visibleEbook(active, { as: 'published' })).toBe(true);
  });

  it('a withdrawn one: its record to staff only, and published to nobody', () => {
    const seen = viewers.map((viewer) => [
      viewer?.role ?? 'anonymous',
      visibleEbook(withdrawn, { as: 'record', viewer }),
    ]);
    expect(seen).toEqual([
      ['anonymous', false],
      ['patron', false],
      ['librarian', true],
      ['super_admin', true],
    ]);
    expect(visibleEbook(withdrawn, { as: 'published' })).toBe(false);
  });
});
