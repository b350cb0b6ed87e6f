import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  numberFormat,
  isNamespace,
  LANGUAGES,
  loadNamespace,
  NAMESPACES,
  sharedOptions,
} from './index';
import { resources } from './resources';

describe('loading translations on demand', () => {
  it('gives every namespace of every language, the same as the bundled resources', async () => {
    for (const language of LANGUAGES) {
      for (const namespace of NAMESPACES) {
        expect(await loadNamespace(language, namespace), `${language}/${namespace}`).toEqual(
          resources[language][namespace],
        );
      }
    }
  });

  it('knows its namespaces', () => {
    expect(isNamespace('home')).toBe(true);
    expect(isNamespace('nope')).toBe(false);
  });

  it('shares every option but the resources with the browser', () => {
    expect(sharedOptions).not.toHaveProperty('resources');
    expect(sharedOptions.fallbackLng).toBe(false);
  });

  it('imports no translation file up front in the module the browser uses', () => {
    // A static import would put that file in the browser's i18n chunk, and with it every file
    // the loaders import: all languages of the staff screens on the home page (see resources.ts).
    const source = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import\s[^;]*\.json['"]/m);
    expect(source).toMatch(/import\('\.\.\/locales\/en\/common\.json'\)/);
  });
});

describe('number formats', () => {
  it('makes one formatter per language and options, and formats in that language', () => {
    const one = numberFormat('ta', { maximumFractionDigits: 1 });
    expect(numberFormat('ta', { maximumFractionDigits: 1 })).toBe(one);
    expect(numberFormat('si', { maximumFractionDigits: 1 })).not.toBe(one);
    expect(numberFormat('en', { minimumFractionDigits: 1 }).format(4)).toBe('4.0');
    expect(numberFormat('en').format(12345)).toBe('12,345');
  });
});
