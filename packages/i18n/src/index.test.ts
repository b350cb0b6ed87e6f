import { describe, expect, it } from 'vitest';
import {
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
