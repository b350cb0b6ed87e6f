import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageFromAcceptLanguage, NAMESPACES } from './index';
import { createI18n } from './resources';

const root = path.join(import.meta.dirname, '..', 'locales');

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );
const load = (lang: string, file: string) =>
  new Map(flatten(JSON.parse(readFileSync(path.join(root, lang, file), 'utf8')) as Tree));

describe('translations', () => {
  const files = readdirSync(path.join(root, 'en')).filter((f) => f.endsWith('.json'));

  it('register every namespace file with i18next', () => {
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...NAMESPACES].sort());
  });

  for (const lang of LANGUAGES) {
    for (const file of files) {
      it(`${lang}/${file} has every key of en/${file}, none empty, and no extra keys`, () => {
        const en = load('en', file);
        const other = load(lang, file);
        const missing = [...en.keys()].filter((k) => !other.has(k) || other.get(k)!.trim() === '');
        const extra = [...other.keys()].filter((k) => !en.has(k));
        expect(missing, `missing or empty in ${lang}/${file}`).toEqual([]);
        expect(extra, `not in en/${file}`).toEqual([]);
      });

      it(`${lang}/${file} keeps the same {{placeholders}} as English`, () => {
        const en = load('en', file);
        const other = load(lang, file);
        const names = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
        for (const [key, value] of en)
          expect(names(other.get(key) ?? ''), key).toEqual(names(value));
      });
    }
  }

  it('Sinhala and Tamil are written in their own scripts, not left in English', () => {
    const scripts = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ } as const;
    for (const [lang, script] of Object.entries(scripts)) {
      for (const file of files) {
        const values = [...load(lang, file).values()];
        const native = values.filter((v) => script.test(v)).length;
        expect(native / values.length, `${lang}/${file}`).toBeGreaterThan(0.8);
      }
    }
  });

  it('shows the key itself for a key that does not exist', () => {
    const i18n = createI18n('ta');
    expect(i18n.t('common:nav.noSuchKey' as never)).toBe('nav.noSuchKey');
    expect(i18n.t('common:nav.home')).toBe('முகப்பு');
  });

  it('picks the interface language from Accept-Language', () => {
    expect(languageFromAcceptLanguage('ta-LK,ta;q=0.9,en;q=0.5')).toBe('ta');
    expect(languageFromAcceptLanguage('fr-FR,si;q=0.8')).toBe('si');
    expect(languageFromAcceptLanguage('de')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });
});
