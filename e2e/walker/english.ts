import { localeFile, localeNamespaces } from '../locales';

type Tree = ReturnType<typeof localeFile>;

/**
 * What counts as English on a Tamil or Sinhala screen: every English value of the site's
 * translations that the other language writes differently (a value both write alike, such as
 * "PDF" or the language names, is no finding), as whole strings and, for values with
 * placeholders, as patterns that match them filled in.
 */
export interface EnglishStrings {
  /** Whole values, whitespace collapsed. */
  exact: string[];
  /** Regular-expression sources, anchored, one per value with `{{placeholders}}`. */
  patterns: string[];
}

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );

const PLACEHOLDER = /\{\{[^}]*\}\}/g;
const HAS_PLACEHOLDER = /\{\{[^}]*\}\}/;
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English strings of `lang`'s screens. `data` adds English data the site has a translation
 * for (branch names, default texts), which must not show either.
 */
export function englishStrings(lang: 'ta' | 'si', data: readonly string[] = []): EnglishStrings {
  const exact = new Set<string>(data.map(collapse));
  const patterns = new Set<string>();
  for (const namespace of localeNamespaces()) {
    const other = new Map(flatten(localeFile(lang, namespace)));
    for (const [key, raw] of flatten(localeFile('en', namespace))) {
      if (other.get(key) === raw) continue;
      const value = collapse(raw);
      const literal = value.replace(PLACEHOLDER, ' ');
      if (!HAS_PLACEHOLDER.test(value)) {
        // Two letters at least: "OK" is English, "·" or "{{n}}" is nobody's.
        if (/[A-Za-z]{2}/.test(value)) exact.add(value);
        continue;
      }
      // A pattern needs a real word of its own, or "{{count}} m" would match any data.
      if (!/[A-Za-z]{3}/.test(literal)) continue;
      const source = value
        .split(PLACEHOLDER)
        .map((part) => escape(part))
        .join('.+?');
      patterns.add(`^${source}$`);
    }
  }
  return { exact: [...exact], patterns: [...patterns] };
}
