import { beforeEach, describe, expect, it } from 'vitest';
import {
  loadLocalPosition,
  newestPosition,
  saveLocalPosition,
  toSaved,
  type SavedPosition,
} from './reading-position';

const at = (page: number, savedAt: string): SavedPosition => ({
  location: String(page),
  page,
  totalPages: 10,
  progress: page * 10,
  savedAt,
});

beforeEach(() => window.localStorage.clear());

describe('reading position on this device', () => {
  it('is remembered per e-book and read back', () => {
    saveLocalPosition(7, at(3, '2026-01-02T10:00:00.000Z'));
    expect(loadLocalPosition(7)).toEqual(at(3, '2026-01-02T10:00:00.000Z'));
    expect(loadLocalPosition(8)).toBeNull();
  });

  it('ignores a damaged or foreign value instead of failing', () => {
    window.localStorage.setItem('ebook-position:7', '{not json');
    expect(loadLocalPosition(7)).toBeNull();
    window.localStorage.setItem('ebook-position:7', JSON.stringify({ page: 'two' }));
    expect(loadLocalPosition(7)).toBeNull();
  });

  it('keeps the reader position with the moment it was taken', () => {
    const saved = toSaved(
      { location: 'epubcfi(/6/4!/4/2/1:0)', page: 4, totalPages: 40, progress: 10, atEnd: false },
      new Date('2026-03-01T08:00:00.000Z'),
    );
    expect(saved).toEqual({
      location: 'epubcfi(/6/4!/4/2/1:0)',
      page: 4,
      totalPages: 40,
      progress: 10,
      savedAt: '2026-03-01T08:00:00.000Z',
    });
  });
});

describe('choosing between the device and the server', () => {
  it('takes the more recent one, or whichever exists', () => {
    const older = at(2, '2026-01-01T00:00:00.000Z');
    const newer = at(5, '2026-01-03T00:00:00.000Z');
    expect(newestPosition(older, newer)).toBe(newer);
    expect(newestPosition(newer, older)).toBe(newer);
    expect(newestPosition(null, older)).toBe(older);
    expect(newestPosition(older, null)).toBe(older);
    expect(newestPosition(null, null)).toBeNull();
  });
});
