import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The tests read the real translations, so they follow the words the site shows. */
type Tree = { [key: string]: string | Tree };

/** The translations' folder in @app/i18n, found by package name. */
const localesDir = fileURLToPath(new URL('../locales/', import.meta.resolve('@app/i18n')));

/** Every namespace the site has (one JSON file each). */
export function localeNamespaces(): string[] {
  return readdirSync(path.join(localesDir, 'en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
}

/** The raw translation file of one namespace. */
export function localeFile(lang: string, ns: string): Tree {
  const file = path.join(localesDir, lang, `${ns}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Tree;
}

/** One namespace of the real translations, read by dotted key ('hero.tagline'). */
export function locale(lang: string, ns: string) {
  const tree = localeFile(lang, ns);
  return (key: string): string => {
    const value = key
      .split('.')
      .reduce<string | Tree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        tree,
      );
    if (typeof value !== 'string') throw new Error(`No string ${ns}:${key} in ${lang}`);
    return value;
  };
}
