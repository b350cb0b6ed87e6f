// The house rules that eslint.config.js promises, each shown to fail on a deliberate
// violation and to pass the allowed case: `pnpm lint:rules` (node's test runner).
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = import.meta.dirname;

/** Type information is only needed by the promise rules; the others lint without a program. */
const untyped = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});
const typed = new ESLint({ cwd: root });

async function ruleIds(eslint, filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

/** The first source file of a web feature other than `except`, as a path from src. */
function otherFeatureModule(except) {
  const features = path.join(root, 'apps/web/src/features');
  for (const feature of readdirSync(features)) {
    if (feature === except) continue;
    const file = readdirSync(path.join(features, feature), { recursive: true }).find((f) =>
      /(?<!\.test)\.tsx?$/.test(f),
    );
    if (file) return `features/${feature}/${file.replace(/\.tsx?$/, '')}`;
  }
  throw new Error('no other web feature to import');
}

describe('web features never import each other', () => {
  const target = otherFeatureModule('home');

  it('fails when a feature imports another feature', async () => {
    const ids = await ruleIds(
      untyped,
      'apps/web/src/features/home/components/probe.tsx',
      `import * as other from '../../../${target}';\nexport const probe = other;\n`,
    );
    assert.ok(ids.includes('import-x/no-restricted-paths'), `${target}: ${ids}`);
  });

  it('passes a route that composes features', async () => {
    const ids = await ruleIds(
      untyped,
      'apps/web/src/routes/probe.tsx',
      `import * as other from '../${target}';\nexport const probe = other;\n`,
    );
    assert.deepEqual(ids, []);
  });
});

describe('configuration is read in env.ts only', () => {
  it('fails on process.env elsewhere, however it is reached', async () => {
    const file = 'apps/api/src/probe.ts';
    assert.deepEqual(await ruleIds(untyped, file, 'export const a = process.env.PORT;\n'), [
      'no-restricted-properties',
    ]);
    assert.deepEqual(
      await ruleIds(untyped, file, "import { env } from 'node:process';\nexport const a = env;\n"),
      ['no-restricted-imports'],
    );
    assert.deepEqual(await ruleIds(untyped, file, 'export const a = import.meta.env;\n'), [
      'no-restricted-syntax',
    ]);
  });

  it('passes env.ts, tests and the e2e suite', async () => {
    for (const file of ['apps/api/src/env.ts', 'apps/api/src/probe.test.ts', 'e2e/probe.ts']) {
      assert.deepEqual(await ruleIds(untyped, file, 'export const a = process.env.PORT;\n'), []);
    }
  });
});

describe('file names are kebab-case', () => {
  it('fails on camelCase and snake_case', async () => {
    for (const file of ['apps/api/src/fooBar.ts', 'packages/ui/src/foo_bar.ts']) {
      assert.deepEqual(await ruleIds(untyped, file, 'export {};\n'), ['unicorn/filename-case']);
    }
  });

  it("passes TanStack Router's route names and dated migrations", async () => {
    for (const file of [
      'apps/web/src/routes/ebooks/$id.read.tsx',
      'apps/web/src/routes/$.tsx',
      'apps/web/src/routes/__root.tsx',
      'apps/web/src/routes/admin_.labels.tsx',
      'packages/db/src/migrations/2026_11_21_200000_create_extensions.ts',
      'apps/web/src/features/home/components/hero.css.ts',
    ]) {
      assert.deepEqual(await ruleIds(untyped, file, 'export {};\n'), [], file);
    }
  });
});

describe('promises are awaited or handed on deliberately', () => {
  // A small package keeps the TypeScript program this needs quick to build.
  // The text of an existing file is replaced (the project service only knows files on disk).
  const file = 'packages/i18n/src/index.ts';

  it('fails on a floating promise and on a promise where a void callback is expected', async () => {
    assert.deepEqual(
      await ruleIds(typed, file, 'async function f() {}\nexport function g() {\n  f();\n}\n'),
      ['@typescript-eslint/no-floating-promises'],
    );
    assert.deepEqual(
      await ruleIds(typed, file, 'export function g() {\n  [1].forEach(async () => {});\n}\n'),
      ['@typescript-eslint/no-misused-promises'],
    );
  });

  it('passes an awaited promise and one marked with void', async () => {
    const code =
      'async function f() {}\nexport async function g() {\n  await f();\n  void f();\n}\n';
    assert.deepEqual(await ruleIds(typed, file, code), []);
  });
});

describe('apps/api has no import cycles', () => {
  it('fails when a module imports one that imports it back', async () => {
    const ids = await ruleIds(
      untyped,
      'apps/api/src/http/errors.ts',
      `import { restPlugin } from './rest';\nexport const probe = restPlugin;\n`,
    );
    assert.ok(ids.includes('import-x/no-cycle'), `${ids}`);
  });

  it('passes the modules as they are', async () => {
    const ids = await ruleIds(
      untyped,
      'apps/api/src/http/rest.ts',
      `import { sendError } from './errors';\nexport const probe = sendError;\n`,
    );
    assert.ok(!ids.includes('import-x/no-cycle'), `${ids}`);
  });
});

describe('style files take breakpoints and colours from the UI kit', () => {
  const file = 'apps/web/src/features/home/components/probe.css.ts';
  const style = "import { style } from '@vanilla-extract/css';\n";
  const kit = "import { media, vars } from '@app/ui';\n";
  const ids = (code) => ruleIds(untyped, file, code);

  it('fails on a media condition written out, as a key or in a template', async () => {
    for (const code of [
      "export const a = style({ '@media': { 'screen and (min-width: 768px)': { gap: 0 } } });\n",
      "const wide = 'screen and (min-width: 1024px)';\n" +
        "export const a = style({ '@media': { [wide]: { gap: 0 } } });\n",
      "export const a = style({ '@media': { [`(max-width: ${480}px)`]: { gap: 0 } } });\n",
    ]) {
      assert.deepEqual(await ids(style + code), ['style-files/theme-values'], code);
    }
  });

  it('fails on a hex colour, alone or inside a longer value', async () => {
    for (const code of [
      "export const a = style({ color: '#ffffff' });\n",
      "export const a = style({ border: '2px solid #7A1F2B' });\n",
      "import { vars } from '@app/ui';\n" +
        'export const a = style({ background: `linear-gradient(${vars.color.brand}, #140507)` });\n',
    ]) {
      assert.deepEqual(await ids(style + code), ['style-files/theme-values'], code);
    }
  });

  it('passes named conditions, theme colours and selectors, and other files', async () => {
    const code =
      "export const a = style({ color: vars.color.brand, '@media': { [media.tablet]: { gap: 0 } } });\n" +
      "export const b = style({ selectors: { '&:hover, #main &': { color: vars.color.ink } } });\n";
    assert.deepEqual(await ids(kit + style + code), []);
    // Outside style files the same strings are data (the build's icon colours, a manifest).
    const script =
      "export const brand = '#7a1f2b';\nexport const wide = 'screen and (min-width: 768px)';\n";
    assert.deepEqual(await ruleIds(untyped, 'apps/web/vite/probe.ts', script), []);
  });
});
