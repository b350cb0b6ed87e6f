import { describe, expect, it } from 'vitest';
import { inventoryCorrections } from '../schemas/inventory';
import { CORRECTABLE_FIELDS, matchesInventorySearch } from './fields';

describe('correctable inventory fields', () => {
  it('are exactly the corrections inventory.update accepts', () => {
    expect([...CORRECTABLE_FIELDS].sort()).toEqual(Object.keys(inventoryCorrections.shape).sort());
  });
});

describe('the inventory text filter', () => {
  const item = { title: 'Thirukkural', author: 'Thiruvalluvar', isbn: '9788123456789' };

  it('finds the text in the title, the author or the ISBN, whatever its case', () => {
    expect(matchesInventorySearch(item, 'KURAL')).toBe(true);
    expect(matchesInventorySearch(item, 'valluvar')).toBe(true);
    expect(matchesInventorySearch(item, '812345')).toBe(true);
    expect(matchesInventorySearch(item, 'Bharathi')).toBe(false);
  });

  it('ignores surrounding spaces and lets everything through when there is no text', () => {
    expect(matchesInventorySearch(item, '  kural  ')).toBe(true);
    expect(matchesInventorySearch({ ...item, author: null, isbn: null }, '   ')).toBe(true);
    expect(matchesInventorySearch(item, undefined)).toBe(true);
  });
});
