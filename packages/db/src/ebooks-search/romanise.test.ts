import { describe, expect, it } from 'vitest';
import { ebookSearchQuery, tsqueryText } from './terms';
import { normaliseSearchText, searchWords } from './normalise';
import { romanise, searchKey } from './romanise';

const ZWJ = '\u200D';
const ZWNJ = '\u200C';

describe('normaliseSearchText', () => {
  it('ignores zero-width joiners and non-joiners, so Sinhala conjuncts match however typed', () => {
    expect(normaliseSearchText(`ශ්${ZWJ}රී ලංකාව`)).toBe(normaliseSearchText('ශ්රී ලංකාව'));
    expect(normaliseSearchText(`திருக்${ZWNJ}குறள்`)).toBe('திருக்குறள்');
  });

  it('composes vowel signs typed in two parts (NFC)', () => {
    const decomposed = 'தொல்காப்பியம்'.normalize('NFD');
    expect(decomposed).not.toBe('தொல்காப்பியம்');
    expect(normaliseSearchText(decomposed)).toBe('தொல்காப்பியம்');
  });

  it('turns punctuation of any script into word breaks and lower-cases', () => {
    expect(normaliseSearchText('Alice’s Adventures — in “Wonderland”')).toBe(
      'alice s adventures in wonderland',
    );
    expect(searchWords('சிலப்பதிகாரம் — புகார்க் காண்டம்')).toEqual(['சிலப்பதிகாரம்', 'புகார்க்', 'காண்டம்']);
  });
});

describe('romanise', () => {
  it('writes Tamil and Sinhala in ISO 15919 and leaves other text alone', () => {
    expect(romanise('திருக்குறள் by Tiruvalluvar')).toBe('tirukkuṟaḷ by Tiruvalluvar');
    expect(romanise('යාපනය')).toBe('yāpanaya');
  });
});

describe('searchKey', () => {
  it.each([
    ['திருக்குறள்', 'thirukkural'],
    ['திருக்குறள்', 'Thirukural'],
    ['பாரதியார்', 'bharathiyar'],
    ['பாரதியார்', 'Bharathiyaar'],
    ['யாழ்ப்பாணம்', 'yazhpanam'],
    ['யாழ்ப்பாணம்', 'Yalpaanam'],
    ['சிலப்பதிகாரம்', 'Silappathikaram'],
    ['என்றும்', 'endrum'],
    ['வெற்றி', 'vetri'],
    ['යාපනය', 'yapanaya'],
    ['යාපනය', 'Yaapanaya'],
    [`ශ්${ZWJ}රී ලංකාව`, 'sri lankava'],
    ['කැලණිය', 'Kelaniya'],
    ['සිංහල', 'sinhala'],
  ])('folds %s and %s to the same key', (native, roman) => {
    expect(searchKey(native)).toBe(searchKey(roman));
    expect(searchKey(native)).toMatch(/^[a-z ]+$/);
  });

  it('keeps different words apart', () => {
    expect(searchKey('திருக்குறள்')).not.toBe(searchKey('சிலப்பதிகாரம்'));
    expect(searchKey('Frankenstein')).not.toBe(searchKey('Gitanjali'));
  });
});

describe('ebookSearchQuery', () => {
  it('asks for every native word or every romanised word, the last also as a prefix', () => {
    const query = ebookSearchQuery('Thirukkural English');
    expect(query?.key).toBe('tirukural enklis');
    expect(tsqueryText(query!.groups)).toBe(
      "(('thirukkural') & ('english':*)) | (('tirukural') & ('enklis':*))",
    );
    expect(tsqueryText(ebookSearchQuery('in')!.groups)).toBe("(('in'))");
  });

  it('has nothing to ask when the text holds no word', () => {
    expect(ebookSearchQuery('  —!? ')).toBeNull();
  });
});
