import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

/** The files a subpath export names ('./src/schemas/*.ts' names every schema). */
const filesOf = (target: string): string[] => {
  const full = path.join(root, target);
  if (!target.includes('*')) return [full];
  const dir = path.dirname(full);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(dir, name));
};
const exported = Object.entries(manifest.exports)
  .filter(([subpath]) => subpath !== '.')
  .flatMap(([, target]) => filesOf(target));

/**
 * Every module a file loads at run time, by specifier: its imports and re-exports (`export *
 * from`), but not type-only ones, which are erased.
 */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)';/gms)].map(
    (m) => m[1]!,
  );
}

/** What the browser may load from the db package: modules that import nothing at all. */
const BROWSER_SAFE_DB = {
  '@app/db/constants': path.join(root, '../db/src/constants.ts'),
  '@app/db/library-time': path.join(root, '../db/src/library-time.ts'),
};

/** A file and everything it loads from this package, followed through relative imports. */
function reachable(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const specifier of runtimeImports(entry)) {
    if (!specifier.startsWith('.')) continue;
    const resolved = path.resolve(path.dirname(entry), `${specifier}.ts`);
    if (existsSync(resolved)) reachable(resolved, seen);
  }
  return seen;
}

describe('browser-safe subpaths', () => {
  it('are the contract’s exports besides the root', () => {
    expect(exported.length).toBeGreaterThan(5);
  });

  it.each(exported.map((file) => [path.relative(root, file), file]))(
    '%s loads nothing from @app/db but its constants and clock, and nothing from @trpc/server',
    (_, file) => {
      for (const module of reachable(file)) {
        for (const specifier of runtimeImports(module)) {
          const where = `${path.relative(root, module)} imports ${specifier}`;
          expect(specifier.startsWith('@trpc/server'), where).toBe(false);
          if (specifier.startsWith('@app/db')) {
            expect(Object.keys(BROWSER_SAFE_DB), where).toContain(specifier);
          }
        }
      }
    },
  );

  it.each(Object.entries(BROWSER_SAFE_DB))('%s loads nothing at all', (_, file) => {
    expect(runtimeImports(file)).toEqual([]);
  });

  it('sees a re-export as a load (the library clock is one)', () => {
    expect(runtimeImports(path.join(root, 'src/library-time.ts'))).toEqual([
      '@app/db/library-time',
    ]);
  });
});
