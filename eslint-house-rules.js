// House rules ESLint has no rule of its own for (ARCHITECTURE.md, "Routers only route" and
// "Where each rule lives"), as a local plugin: eslint.config.js says where each applies, and
// eslint.config.test.js shows each refusing a violation and passing the allowed case.
import path from 'node:path';
import { LIBRARY_TIME_ZONE } from './packages/db/src/library-time.ts';

/** Where a module statement loads from, when it names a module by a string. */
function loadsFrom(check) {
  const from = (node) => node?.type === 'Literal' && typeof node.value === 'string' && check(node);
  return {
    ImportDeclaration: (node) => from(node.source),
    ExportNamedDeclaration: (node) => from(node.source),
    ExportAllDeclaration: (node) => from(node.source),
    ImportExpression: (node) => from(node.source),
  };
}

/** A module imports no other module of its own folder (a router no other router). */
const noSiblingImport = {
  meta: {
    type: 'problem',
    docs: { description: 'A module imports no other module of its own folder.' },
    messages: {
      sibling:
        "'{{source}}' is a module of this folder: routers only route, and share nothing. Move what both need to src/<domain>/.",
    },
    schema: [],
  },
  create(context) {
    const folder = path.dirname(context.filename);
    return loadsFrom((node) => {
      if (!node.value.startsWith('.')) return;
      const target = path.resolve(folder, node.value);
      if (target === folder || target.startsWith(folder + path.sep)) {
        context.report({ node, messageId: 'sibling', data: { source: node.value } });
      }
    });
  },
};

/** `export const <name>Router = router({…})` (or `mergeRouters(…)`), and no other export. */
const isRouterDeclaration = (declaration) =>
  declaration.type === 'VariableDeclaration' &&
  declaration.declarations.every(
    (declarator) =>
      declarator.id.type === 'Identifier' &&
      /Router$/.test(declarator.id.name) &&
      declarator.init?.type === 'CallExpression' &&
      declarator.init.callee.type === 'Identifier' &&
      ['router', 'mergeRouters'].includes(declarator.init.callee.name),
  );

/** A router file exports its router and nothing else. */
const routerExportsOnlyRouter = {
  meta: {
    type: 'problem',
    docs: { description: 'A router file exports its router and nothing else.' },
    messages: {
      other:
        'A router file exports only its router (`export const xRouter = router({…})`): move this to src/<domain>/.',
    },
    schema: [],
  },
  create(context) {
    const refuse = (node) => context.report({ node, messageId: 'other' });
    return {
      ExportNamedDeclaration(node) {
        if (node.source || !node.declaration || !isRouterDeclaration(node.declaration)) {
          refuse(node);
        }
      },
      ExportDefaultDeclaration: refuse,
      ExportAllDeclaration: refuse,
      TSExportAssignment: refuse,
    };
  },
};

/** The library's time zone is named in its one home only; everything else imports it. */
const libraryTimeZone = {
  meta: {
    type: 'problem',
    docs: { description: "The library's time zone is named in @app/db/library-time only." },
    messages: {
      literal:
        "Import LIBRARY_TIME_ZONE from '@app/db/library-time' (the web: '@app/api-contract/library-time') instead of naming the zone.",
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (typeof text === 'string' && text.includes(LIBRARY_TIME_ZONE)) {
        context.report({ node, messageId: 'literal' });
      }
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked ?? node.value.raw),
      JSXText: (node) => check(node, node.value),
    };
  },
};

export const house = {
  meta: { name: 'house' },
  rules: {
    'no-sibling-import': noSiblingImport,
    'router-exports-only-router': routerExportsOnlyRouter,
    'library-time-zone': libraryTimeZone,
  },
};
