// The house rules that eslint.config.js promises, each shown to fail on a deliberate
// violation and to pass the allowed case: `pnpm lint:rules` (node's test runner).
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { LIBRARY_TIME_ZONE } from './packages/db/src/library-time.ts';

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

describe('routers only route', () => {
  const probe = 'packages/api-contract/src/routers/probe.ts';
  const routerOnly = "import { router } from '../trpc';\nexport const probeRouter = router({});\n";

  it('fails when a router imports another router, by any path', async () => {
    for (const line of [
      "import { membersRouter } from './members';\n",
      "import type { booksRouter } from './books';\n",
      "import * as loans from '../routers/loans';\n",
      "export { authRouter } from './auth';\n",
    ]) {
      const ids = await ruleIds(untyped, probe, line + routerOnly);
      assert.ok(ids.includes('house/no-sibling-import'), `${line}: ${ids}`);
    }
  });

  it('fails on any export of a router file but its router', async () => {
    for (const code of [
      'export function actorOf() {}\n',
      'export const PASSWORD_LINK_HOURS = 72;\n',
      'export type Outcome = string;\n',
      'const probeRouter = 1;\nexport { probeRouter };\n',
      "export * from '../audit';\n",
      'export default 1;\n',
      "import { router } from '../trpc';\nexport const probeRouter = router({}), limit = 3;\n",
    ]) {
      const ids = await ruleIds(untyped, probe, code);
      assert.ok(ids.includes('house/router-exports-only-router'), `${code}: ${ids}`);
    }
  });

  it('passes a router over the domain folders, and a test beside a router importing it', async () => {
    const router =
      "import { loanAudit } from '../loans/audit';\nimport { router } from '../trpc';\n" +
      'export const probeRouter = router({ audit: loanAudit.lent.length });\n';
    assert.deepEqual(await ruleIds(untyped, probe, router), []);
    const merged =
      "import { mergeRouters } from '../trpc';\nexport const probeRouter = mergeRouters();\n";
    assert.deepEqual(await ruleIds(untyped, probe, merged), []);
    const test =
      "import { membersRouter } from './members';\nexport const probe = membersRouter;\n";
    assert.deepEqual(
      await ruleIds(untyped, 'packages/api-contract/src/routers/probe.test.ts', test),
      [],
    );
  });

  it('passes every router file as it is', async () => {
    const results = await untyped.lintFiles(['packages/api-contract/src/routers/*.ts']);
    const house = results.flatMap((result) =>
      result.messages
        .filter((m) => m.ruleId?.startsWith('house/'))
        .map((m) => `${path.relative(root, result.filePath)}: ${m.message}`),
    );
    assert.deepEqual(house, []);
  });
});

describe("the library's time zone is named in one place", () => {
  const named = `export const zone = '${LIBRARY_TIME_ZONE}';\n`;

  it('fails on the name anywhere else: app code, a test, the e2e suite, template text, JSX', async () => {
    for (const file of [
      'apps/web/src/features/audit/components/probe.ts',
      'apps/api/src/probe.test.ts',
      'e2e/tests/probe.spec.ts',
      'packages/db/src/seed/probe.ts',
    ]) {
      assert.deepEqual(await ruleIds(untyped, file, named), ['house/library-time-zone'], file);
    }
    const template = 'const line = `TZID:' + LIBRARY_TIME_ZONE + '`;\nexport { line };\n';
    assert.deepEqual(await ruleIds(untyped, 'apps/api/src/events/probe.ts', template), [
      'house/library-time-zone',
    ]);
    const jsx = `export const P = () => <p>${LIBRARY_TIME_ZONE}</p>;\n`;
    assert.deepEqual(await ruleIds(untyped, 'apps/web/src/lib/probe.tsx', jsx), [
      'house/library-time-zone',
    ]);
  });

  it('passes its home, and code that imports it', async () => {
    assert.deepEqual(await ruleIds(untyped, 'packages/db/src/library-time.ts', named), []);
    const imported =
      "import { LIBRARY_TIME_ZONE } from '@app/db/library-time';\n" +
      'export const line = `TZID:${LIBRARY_TIME_ZONE}`;\n';
    assert.deepEqual(await ruleIds(untyped, 'apps/api/src/events/probe.ts', imported), []);
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
