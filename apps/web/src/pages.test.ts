import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPage, PAGES } from '@app/api-contract/pages';
import { describe, expect, it } from 'vitest';

/** The route paths the router plugin generated from `src/routes/` (its `fullPaths` union). */
function routerPaths(): string[] {
  const source = readFileSync(path.join(import.meta.dirname, 'routeTree.gen.ts'), 'utf8');
  const union = /fullPaths:\s*((?:\s*\|\s*'[^']*')+)/.exec(source)?.[1] ?? '';
  return [...union.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
}

describe("the server's list of pages", () => {
  it('is exactly the web app’s routes (the catch-all aside), so no page answers 404', () => {
    const routes = routerPaths().filter((route) => route !== '/$');
    expect(routes.length).toBeGreaterThan(5);
    expect([...PAGES.map((page) => page.path)].sort()).toEqual(routes.sort());
  });

  it('matches each route with its parameters, and nothing else', () => {
    expect(matchPage('/ebooks/12')).toMatchObject({
      page: { path: '/ebooks/$id' },
      params: { id: '12' },
    });
    expect(matchPage('/ebooks')?.page.path).toBe('/ebooks/');
    expect(matchPage('/ebooks/12/read')?.page.path).toBe('/ebooks/$id/read');
    expect(matchPage('/items/JPL%2D1')?.params).toEqual({ sku: 'JPL-1' });
    expect(matchPage('/admin/events')?.page.path).toBe('/admin/events');
    expect(matchPage('/admin/members/7')?.params).toEqual({ id: '7' });
    expect(matchPage('/admin/nowhere')).toBeNull();
    expect(matchPage('/ebooks/12/read/more')).toBeNull();
    expect(matchPage('/nowhere')).toBeNull();
    expect(matchPage('/items/%E0%A4')).toBeNull();
  });
});
