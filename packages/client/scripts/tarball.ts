import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * The package as it is published: `dist`, the OpenAPI document and the README, with a
 * manifest that keeps only what an installer reads (the monorepo's scripts and development
 * dependencies, which name private workspace packages, stay behind). `npm pack` makes the
 * tarball from that folder; `npm publish <tarball>` releases it.
 */
const root = path.resolve(import.meta.dirname, '..');

export function packClient(destination: string): string {
  if (!existsSync(path.join(root, 'dist/index.d.ts'))) {
    throw new Error(
      'packages/client has no dist: run `pnpm --filter @jaffna-library/client build`',
    );
  }
  const stage = path.join(root, 'build/package');
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<
    string,
    unknown
  > & { files: string[] };
  const { scripts: _scripts, devDependencies: _devDependencies, ...published } = manifest;
  writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
  for (const file of manifest.files) {
    cpSync(path.join(root, file), path.join(stage, file), { recursive: true });
  }
  mkdirSync(destination, { recursive: true });
  const output = execFileSync('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: stage,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [packed] = JSON.parse(output) as [{ filename: string }];
  rmSync(stage, { recursive: true, force: true });
  return path.join(destination, packed.filename);
}

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: '.' } } });
  console.log(packClient(path.resolve(values.out!)));
}
