import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '@app/db';
import { describedRoutes } from '../rest/routes';
import { restTable, withRestTable } from '../rest/table';

/** Writes the README's REST table from the route tables: `pnpm --filter @app/api docs:rest`. */
const readmePath = path.join(findRepoRoot(import.meta.dirname), 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const next = withRestTable(readme, restTable(describedRoutes()));
if (next === readme) {
  console.log('README.md: the REST table is current');
} else {
  writeFileSync(readmePath, next);
  console.log('README.md: the REST table is written again from the route tables');
}
