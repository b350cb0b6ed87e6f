import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries derived from zod schemas (zod 4's definitions), for the generated-
 * input test (src/fuzz.test.ts). Each value is mostly shaped by its schema (so calls reach
 * the code behind the validation) and often hostile: control characters, half surrogate
 * pairs, bidi controls, markup, SQL and formula text, very long strings, wrong types, keys
 * that poison prototypes.
 */

/** Strings no schema should let through unharmed, and text that is fine but tricky. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'bell\u0007',
  'esc\u001b[31m',
  'c1\u0085\u009b',
  'del\u007f',
  'half \ud800 pair',
  'low \udc00 half',
  '\u202eevil\u202c',
  '\ufeffbom',
  'line\r\nbreak',
  '\r\nBEGIN:VEVENT\r\nSUMMARY:forged',
  '<script>alert(1)</script>',
  '"quoted" \'single\' `tick`',
  "'; drop table books; --",
  '=HYPERLINK("https://evil.example")',
  '%00%ff%c0%af',
  '../../etc/passwd',
  'யாழ்ப்பாணம் ශ්‍රී ලංකා 📚 e\u0301',
  'x'.repeat(10_000),
  '9780141439518',
  'https://www.gutenberg.org/ebooks/84.epub3.images',
  'http://127.0.0.1:9/x',
  '__proto__',
];

const hostileValue = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom<unknown>(
    null,
    -1,
    0,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -0.5,
    true,
    [],
    {},
    { __proto__: { admin: true } },
    JSON.parse('{"__proto__":{"polluted":1}}'),
    { constructor: { prototype: { polluted: 1 } } },
  ),
);

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\ud800', '\u0007', '\r\n'))
      .map(([a, b]) => a + b),
  },
);

type Def = { type: string; [key: string]: unknown };
type Check = { _zod: { def: { check: string; [key: string]: unknown } } };

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check['_zod']['def'][] =>
  ((def.checks as Check[] | undefined) ?? []).map((c) => c._zod.def);

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  let min = 0;
  let max = 60;
  let shaped: fc.Arbitrary<string> | null = null;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = Number(check.minimum);
    if (check.check === 'max_length') max = Math.min(max, Number(check.maximum));
    if (check.check === 'string_format') {
      switch (check.format) {
        case 'email':
          shaped = fc.emailAddress();
          break;
        case 'uuid':
        case 'guid':
          shaped = fc.uuid();
          break;
        case 'url':
          shaped = fc.webUrl();
          break;
        case 'datetime':
          shaped = fc
            .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
            .map((d) => d.toISOString());
          break;
        case 'date':
          shaped = fc
            .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10));
          break;
        case 'regex':
          shaped = fc.stringMatching(check.pattern as RegExp, { maxLength: 40 });
          break;
      }
    }
  }
  max = Math.max(min, max);
  return fc.oneof(
    { weight: 4, arbitrary: shaped ?? fc.string({ minLength: min, maxLength: max }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: max }) },
    { weight: 3, arbitrary: hostileString },
  );
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') min = Math.max(min, Number(check.value));
    if (check.check === 'less_than') max = Math.min(max, Number(check.value));
    if (check.check === 'number_format' && String(check.format).includes('int')) integer = true;
  }
  max = Math.max(min, max);
  const inRange = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof(
    { weight: 5, arbitrary: inRange },
    // Small ids find the seeded rows; the rest are out of range or not whole.
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(-1, 0, 1.5, 2_147_483_648, 1e20, Number.NaN) },
  );
}

/** An arbitrary for `schema`'s input: usually fitting, often not. */
export function arbitraryOf(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => arbitraryOf(def[key], depth + 1);
  const shaped = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'string':
        return stringArbitrary(def);
      case 'number':
      case 'int':
        return numberArbitrary(def);
      case 'bigint':
        return fc.bigInt();
      case 'boolean':
        return fc.boolean();
      case 'date':
        return fc.date({ noInvalidDate: true });
      case 'literal':
        return fc.constantFrom(...(def.values as unknown[]));
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
      case 'null':
        return fc.constant(null);
      case 'undefined':
      case 'void':
        return fc.constant(undefined);
      case 'optional':
        return fc.option(inner('innerType'), { nil: undefined, freq: 3 });
      case 'nullable':
        return fc.option(inner('innerType'), { nil: null, freq: 4 });
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return fc.option(inner('innerType'), { nil: undefined, freq: 4 });
      case 'pipe':
        return inner('in');
      case 'transform':
        return fc.anything({ maxDepth: 1 });
      case 'lazy':
        return depth > 4
          ? fc.constant(null)
          : arbitraryOf((def.getter as () => unknown)(), depth + 1);
      case 'array': {
        let max = 4;
        for (const check of checksOf(def)) {
          if (check.check === 'max_length') max = Math.min(max, Number(check.maximum));
        }
        return depth > 4 ? fc.constant([]) : fc.array(inner('element'), { maxLength: max });
      }
      case 'tuple':
        return fc.tuple(...(def.items as unknown[]).map((item) => arbitraryOf(item, depth + 1)));
      case 'record':
        return fc.dictionary(fc.string({ maxLength: 8 }), inner('valueType'), { maxKeys: 3 });
      case 'union':
        return fc.oneof(...(def.options as unknown[]).map((o) => arbitraryOf(o, depth + 1)));
      case 'intersection':
        return inner('left');
      case 'object': {
        const shape = def.shape as Record<string, unknown>;
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, value] of Object.entries(shape))
          record[key] = arbitraryOf(value, depth + 1);
        return fc.record(record, { requiredKeys: [] }).chain((value) =>
          fc
            .option(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'extra'), hostileValue), {
              freq: 6,
            })
            .map((extra) => (extra ? { ...value, [extra[0]]: extra[1] } : value)),
        );
      }
      default:
        return fc.anything({ maxDepth: 2 });
    }
  })();
  // One value in eight is something else entirely (a wrong type, a hostile string).
  return fc.oneof({ weight: 7, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

/** `count` values of `schema`'s input (a fixed seed: a failure is found again the same way). */
export function sampleOf(schema: z.ZodType | undefined, count: number, seed: number): unknown[] {
  if (!schema) return Array.from({ length: count }, () => undefined);
  return fc.sample(arbitraryOf(schema), { numRuns: count, seed });
}
