import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_PATH, generatedFiles, TYPES_PATH } from '../scripts/openapi';

/**
 * The REST types are made from a committed copy of the OpenAPI document (decision 0050). It
 * must be what the route tables say now; example.test.ts checks it against what a running
 * site serves.
 */
describe('the committed OpenAPI document and its types', () => {
  it('are what the route tables make now (else: pnpm --filter @jaffna-library/client generate)', async () => {
    const { document, types } = await generatedFiles();
    expect(readFileSync(DOCUMENT_PATH, 'utf8') === document, DOCUMENT_PATH).toBe(true);
    expect(readFileSync(TYPES_PATH, 'utf8') === types, TYPES_PATH).toBe(true);
  });

  it('type every documented path, with its answers', () => {
    const document = JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const types = readFileSync(TYPES_PATH, 'utf8');
    for (const [path, methods] of Object.entries(document.paths)) {
      expect(types).toContain(`'${path}': {`);
      for (const operation of Object.values(methods)) {
        expect(types).toContain(`${operation.operationId}: {`);
      }
    }
  });
});
