import { describe, expect, it } from 'vitest';
import { inventoryCorrections } from '../schemas/inventory';
import { CORRECTABLE_FIELDS } from './fields';

describe('correctable inventory fields', () => {
  it('are exactly the corrections inventory.update accepts', () => {
    expect([...CORRECTABLE_FIELDS].sort()).toEqual(Object.keys(inventoryCorrections.shape).sort());
  });
});
