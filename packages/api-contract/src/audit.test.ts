import { describe, expect, it } from 'vitest';
import { changedFields, createdFields } from './audit';

describe('changedFields', () => {
  it('names each changed field with its before and after', () => {
    const before = { id: 1, title: 'A', tags: ['x'], at: new Date(0), updatedAt: new Date(1) };
    const after = { id: 1, title: 'B', tags: ['x'], at: new Date(0), updatedAt: new Date(2) };
    expect(changedFields(before, after)).toEqual({ title: ['A', 'B'] });
    expect(changedFields(null, { id: 2, title: 'New' })).toEqual({
      id: [null, 2],
      title: [null, 'New'],
    });
    expect(changedFields({ id: 3, title: 'Old' }, null)).toEqual({
      id: [3, null],
      title: ['Old', null],
    });
  });

  it('never names what the trail must not hold, however the row changed', () => {
    const row = {
      id: 4,
      passwordHash: 'secret-hash',
      qrCodeSvg: '<svg/>',
      metadata: { lookup: 'raw' },
      rawOcrText: 'text',
      searchKey: 'k',
      searchVector: 'v',
      lastModified: new Date(1),
      updatedAt: new Date(1),
    };
    expect(changedFields(null, row)).toEqual({ id: [null, 4] });
    expect(changedFields(row, null)).toEqual({ id: [4, null] });
    expect(changedFields(row, { ...row, passwordHash: 'another', qrCodeSvg: '<svg />' })).toEqual(
      {},
    );
  });
});

describe('createdFields', () => {
  it('is a creation without the row’s own id and creation time', () => {
    const row = { id: 5, createdAt: new Date(0), updatedAt: new Date(0), name: 'N', note: null };
    expect(createdFields(row)).toEqual({ name: [null, 'N'] });
  });
});
