import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Fontsource's one-subset files (`tamil-400.css`) declare their face without `unicode-range`,
 * so a browser would fetch the Tamil and Sinhala fonts to draw Latin text, and the reverse.
 * This copies each subset's range from the package's own full stylesheet (`400.css`), so a
 * page downloads only the scripts it shows.
 */
export function fontsourceUnicodeRanges(): Plugin {
  const subsetFile = /@fontsource\/([^/]+)\/([a-z-]+?)-(\d{3})(-italic)?\.css$/;
  return {
    name: 'library:fontsource-unicode-range',
    enforce: 'pre',
    async transform(code, id) {
      const match = subsetFile.exec(id.split('?')[0] ?? '');
      if (!match || code.includes('unicode-range')) return null;
      const [, family, subset, weight, italic = ''] = match;
      const style = italic ? 'italic' : 'normal';
      const full = await readFile(path.join(path.dirname(id), `${weight}${italic}.css`), 'utf8');
      const block = full
        .split('/* ')
        .find((part) => part.startsWith(`${family}-${subset}-${weight}-${style} */`));
      const range = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1];
      if (!range) throw new Error(`No unicode-range for ${family} ${subset} ${weight} ${style}`);
      return { code: code.replace(/}\s*$/, `  unicode-range: ${range};\n}\n`), map: null };
    },
  };
}
