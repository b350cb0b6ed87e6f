import { describe, expect, it } from 'vitest';
import { scriptLanguage } from './script';

describe('the script a name is written in', () => {
  it('is Tamil, Sinhala or else English', () => {
    expect(scriptLanguage('கமலா சிவராசா')).toBe('ta');
    expect(scriptLanguage('නිමල් පෙරේරා')).toBe('si');
    expect(scriptLanguage('Arun Kandiah')).toBe('en');
    expect(scriptLanguage('Dr. சிவா')).toBe('ta');
  });
});
