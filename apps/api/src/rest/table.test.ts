import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '@app/db';
import { describe, expect, it } from 'vitest';
import { describedRoutes } from './routes';
import { restTable, TABLE_END, TABLE_START, withRestTable } from './table';

const readme = readFileSync(path.join(findRepoRoot(import.meta.dirname), 'README.md'), 'utf8');
const routes = describedRoutes();
const table = restTable(routes);

describe("the README's REST table", () => {
  it('is what the route tables say now (else: pnpm --filter @app/api docs:rest)', () => {
    expect(readme).toContain(TABLE_START);
    expect(withRestTable(readme, table)).toBe(readme);
  });

  it('has a row for every route, naming who may call it and what it answers', () => {
    const rows = table.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows).toHaveLength(routes.length);
    for (const [index, route] of routes.entries()) {
      expect(rows[index]).toContain(`\`${route.method} ${route.path}`);
      expect(rows[index]).toMatch(/\| (anyone|signed in|staff|super admins) \|/);
      expect(rows[index]).toMatch(/→ \d{3}/);
    }
  });

  it('is replaced between its markers and nowhere else', () => {
    const page = `before\n${TABLE_START}\nold\n${TABLE_END}\nafter`;
    expect(withRestTable(page, 'new')).toBe('before\nnew\nafter');
    expect(() => withRestTable('no table', 'new')).toThrow(/no REST table/);
  });
});
