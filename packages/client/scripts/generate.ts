import { readFileSync, writeFileSync } from 'node:fs';
import { DOCUMENT_PATH, generatedFiles, TYPES_PATH } from './openapi';

/** Writes openapi.json and src/openapi.ts from the API's route tables. */
const { document, types } = await generatedFiles();
for (const [file, text] of [
  [DOCUMENT_PATH, document],
  [TYPES_PATH, types],
] as const) {
  const current = (() => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  })();
  if (current === text) {
    console.log(`${file}: current`);
  } else {
    writeFileSync(file, text);
    console.log(`${file}: written`);
  }
}
