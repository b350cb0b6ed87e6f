import { describe, expect, it } from 'vitest';
import { useTestLibrary } from '../testing/context';

const lib = useTestLibrary();

describe('branches.list', () => {
  it('lists the main library first, with its district and coordinates', async () => {
    const branches = await lib.visitor.caller.branches.list();
    expect(branches[0]).toMatchObject({ id: 'JPL', districtName: 'Jaffna' });
    expect(branches[0]!.coordinates).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
  });
});
