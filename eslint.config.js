import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import unicorn from 'eslint-plugin-unicorn';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { house } from './eslint-house-rules.js';

const root = import.meta.dirname;

const noOnly = {
  selector:
    "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
  message: 'Do not commit .only: it silently skips the rest of the suite.',
};
const envOnlyInEnvTs = 'Read configuration in env.ts only (house rule 9); pass it in from there.';

/** Every web feature folder; each may import only itself, the app-wide code and packages. */
const webFeatures = readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A media condition written out (`screen and (min-width: 768px)`) rather than named. */
const RAW_MEDIA = /screen\s+and|\b(?:min|max)-(?:width|height)\s*:/i;
/** A hex colour (`#7a1f2b`, `#fff`), not an HTML entity or a word that happens to follow `#`. */
const HEX_COLOUR = /(?<![\w&-])#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\b/i;

/**
 * House rule 12 and decision 0036: a style file takes its breakpoints and colours from the UI
 * kit (`media.tablet`, `vars.color.brand`), so each has one home and the sprinkles' conditions
 * and the style files cannot drift apart. Any string or template text is checked, keys too.
 */
const styleFileValues = {
  meta: {
    type: 'problem',
    docs: { description: 'Style files take media conditions and colours from the UI kit.' },
    messages: {
      media:
        'Name this media condition with `media` from @app/ui (packages/ui/src/breakpoints.ts).',
      hex: 'Use a theme colour, `vars.color.<token>` (add a token in packages/ui/src/tokens.ts).',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (RAW_MEDIA.test(text)) context.report({ node, messageId: 'media' });
      if (HEX_COLOUR.test(text)) context.report({ node, messageId: 'hex' });
    };
    return {
      Literal: (node) => typeof node.value === 'string' && check(node, node.value),
      TemplateElement: (node) => check(node, node.value.raw),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/reports/**',
      '**/.turbo/**',
      '.data/**',
      'e2e/artifacts/**',
      'apps/web/src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    plugins: { unicorn, house },
    rules: {
      // One home for the library's time zone (issue 24): everything else imports it, tests and
      // the e2e suite included, so a change of zone is one line.
      'house/library-time-zone': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', noOnly],
      // House rule 12: files are kebab-case. Exempt: TanStack Router's file routes, which spell
      // parameters and layouts into the name ($id, $, __root, admin_), and migrations, whose
      // names databases already store (renaming one would read as a missing migration).
      'unicorn/filename-case': [
        'error',
        {
          case: 'kebabCase',
          ignore: [/^\$/, /^__root\./, /_\./, /^routeTree\.gen\.ts$/, /^\d{4}_\d{2}_\d{2}_\d{6}_/],
        },
      ],
    },
  },
  {
    // House rule 9: configuration is parsed once, in each app's env.ts. Tests, tool configs,
    // e2e, benchmarks and scripts set up processes and may read it (as the house hook allows).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      '**/env.ts',
      '**/*.test.{ts,tsx}',
      '**/*.config.{ts,js,mjs}',
      'e2e/**',
      'bench/**',
      'scripts/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: envOnlyInEnvTs,
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: ['process', 'node:process'].map((name) => ({
            name,
            importNames: ['env'],
            message: envOnlyInEnvTs,
          })),
        },
      ],
      // (Restating the option replaces it, so `.only` is repeated here.)
      'no-restricted-syntax': [
        'error',
        noOnly,
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: envOnlyInEnvTs,
        },
      ],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its error, and one passed where a
    // callback's result is ignored (an event handler, a forEach) runs unobserved.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // House rule 1: web features never import each other; routes compose them.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'apps/web/tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: webFeatures.map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`],
            message: 'A web feature imports no other feature: compose them in a route instead.',
          })),
        },
      ],
    },
  },
  {
    // One HTTP edge with no import cycles (issue 13): a cycle is how error modules and plugins
    // started importing each other before.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'apps/api/tsconfig.json') }),
      ],
      // Following imports means reading TypeScript: without this the rule sees no module.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['packages/db/src/library-time.ts'],
    rules: { 'house/library-time-zone': 'off' },
  },
  {
    // Routers only route (issue 24): a router file exports its router and imports no other
    // router; what two need lives in src/<domain>/. Tests beside a router import what they test.
    files: ['packages/api-contract/src/routers/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'house/no-sibling-import': 'error',
      'house/router-exports-only-router': 'error',
    },
  },
  {
    // Every style file but the kit's theme, which turns the tokens into the contract.
    files: ['**/*.css.ts'],
    ignores: ['packages/ui/src/theme.css.ts'],
    plugins: { 'style-files': { rules: { 'theme-values': styleFileValues } } },
    rules: { 'style-files/theme-values': 'error' },
  },
);
