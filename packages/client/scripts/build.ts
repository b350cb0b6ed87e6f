import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { rollup, type Plugin } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import ts from 'typescript';
import { importedPackages, SERVER_CONTEXT } from './declarations';

/**
 * Builds the publishable package (decision 0050):
 * 1. `dist/index.js`: the client's few lines, bundled by esbuild; its dependencies stay imports.
 * 2. `dist/index.d.ts`: one declaration file that stands alone. tsc declares the client and the
 *    contract it names (`AppRouter`: every procedure's input and output, written out), then
 *    rollup-plugin-dts inlines the monorepo's own modules. The server's per-request context
 *    (database, services) is no part of the wire contract and would drag Kysely and the whole
 *    schema along: its declaration is replaced by an opaque interface before bundling.
 * 3. A check that the result imports nothing but the package's own dependencies.
 */
const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const dependencies = Object.keys(pkg.dependencies);
const dist = path.join(root, 'dist');
const types = path.join(root, 'build/types/packages');

const started = Date.now();
rmSync(dist, { recursive: true, force: true });
rmSync(path.join(root, 'build'), { recursive: true, force: true });

await esbuild({
  entryPoints: [path.join(root, 'src/index.ts')],
  outfile: path.join(dist, 'index.js'),
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  packages: 'external',
  logLevel: 'warning',
});

execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
  { cwd: root, stdio: 'inherit' },
);

/** The contract's `trpc.d.ts` with `Context` made opaque (the one declaration replaced). */
function opaqueServerContext(): Plugin {
  const file = path.join(types, 'api-contract/src/trpc.d.ts');
  return {
    name: 'opaque-server-context',
    load(id) {
      if (path.resolve(id) !== file) return null;
      const text = readFileSync(file, 'utf8');
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const context = source.statements.find(
        (node): node is ts.InterfaceDeclaration =>
          ts.isInterfaceDeclaration(node) && node.name.text === 'Context',
      );
      if (!context) throw new Error(`${file} declares no Context: update scripts/build.ts`);
      return text.slice(0, context.getStart()) + SERVER_CONTEXT + text.slice(context.getEnd());
    },
  };
}

const workspace = (name: string) => {
  const folder = name.slice('@app/'.length);
  return {
    [name]: [`${types}/${folder}/src/index.d.ts`],
    [`${name}/*`]: [`${types}/${folder}/src/*`],
  };
};
const bundle = await rollup({
  input: path.join(types, 'client/src/index.d.ts'),
  // Everything that is not the monorepo's own is the package's dependencies' to declare.
  external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('@app/'),
  plugins: [
    opaqueServerContext(),
    dts({
      respectExternal: true,
      compilerOptions: {
        paths: {
          ...workspace('@app/api-contract'),
          ...workspace('@app/db'),
          ...workspace('@app/i18n'),
        },
      },
    }),
  ],
  onwarn(warning) {
    throw new Error(`declarations: ${warning.message}`);
  },
});
await bundle.write({ file: path.join(dist, 'index.d.ts'), format: 'es' });
await bundle.close();
rmSync(path.join(root, 'build'), { recursive: true, force: true });

for (const file of ['index.js', 'index.d.ts']) {
  const text = readFileSync(path.join(dist, file), 'utf8');
  const strays = importedPackages(text).filter((name) => !dependencies.includes(name));
  if (strays.length) {
    throw new Error(
      `dist/${file} imports ${strays.join(', ')}, which the package does not depend on`,
    );
  }
}
console.log(`@jaffna-library/client built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
