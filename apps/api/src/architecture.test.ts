import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;

describe('apps/api', () => {
  it('has no import cycles', async () => {
    const graph = await madge(src, {
      fileExtensions: ['ts'],
      tsConfig: path.join(src, '..', 'tsconfig.json'),
      excludeRegExp: [/\.test\.ts$/],
    });
    expect(graph.circular()).toEqual([]);
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(50);
  });
});
