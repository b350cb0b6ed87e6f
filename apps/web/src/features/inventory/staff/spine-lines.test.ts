import { describe, expect, it } from 'vitest';
import { spineLines } from './spine-lines';

describe('spineLines', () => {
  it('breaks a Dewey number at its point, then a part to a line', () => {
    expect(spineLines('823.912 AUS')).toEqual(['823', '.912', 'AUS']);
    expect(spineLines('  894.811   KAL  v.2 ')).toEqual(['894', '.811', 'KAL', 'v.2']);
  });

  it('keeps what is not Dewey as it is, in any script', () => {
    expect(spineLines('FIC SMI')).toEqual(['FIC', 'SMI']);
    expect(spineLines('தமிழ் 894.8111')).toEqual(['தமிழ்', '894', '.8111']);
    expect(spineLines('REF')).toEqual(['REF']);
  });

  it('joins what would not fit into the last line, never dropping a part', () => {
    expect(spineLines('A B C D E F G')).toEqual(['A', 'B', 'C', 'D', 'E F G']);
  });
});
