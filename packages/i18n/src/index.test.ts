import { describe, expect, it } from 'vitest';
import {
  numberFormat,
  isNamespace,
  LANGUAGES,
  loadNamespace,
  NAMESPACES,
  resources,
  sharedOptions,
} from './index';

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
