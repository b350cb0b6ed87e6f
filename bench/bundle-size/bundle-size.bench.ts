/**
 * The JavaScript the home page loads (issue 4): the home page is opened in Debian's Chromium
 * by Lighthouse (mobile), every script it fetches until the network is quiet is listed (entry,
 * preloaded chunks, the home route's chunk, translation chunks), and each is gzipped here at
 * level 9 whatever the server sent, so the figure does not depend on the server's compression.
 * Also checks, through the source maps, that none of it is staff, scanner or reader code, and,
 * in the scripts' text, that none of the staff screens' translations came along (translations
 * have no source in a map once the bundler inlines them).
 * Target: ≤ 120 KB gzip.
 *
 *   pnpm --filter @app/bench bundle-size [--language en|si|ta]
 *   WEB_DIST_DIR=/tmp/web-dist pnpm --filter @app/bench bundle-size   # measure an existing build
 */
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { NAMESPACES, type Namespace } from '@app/i18n';
import { resources } from '@app/i18n/resources';
import { builtSite, lighthouse, startSite } from '../lighthouse/site';

const { values } = parseArgs({ options: { path: { type: 'string', default: '/' } } });
const TARGET_BYTES = 120 * 1024;
/**
 * Source paths that must never reach the home page: the staff screens (the dashboard, each
 * domain's `staff/` folder), the scanner and inventory screens, the reader, and their
 * libraries. (Route definitions stay in the entry by design: a route's search-parameter
 * parser is needed to match the address, so a tiny helper it imports may come along.)
 */
const FORBIDDEN = [
  /\/features\/(dashboard|staff|inventory|auth)\/(components|hooks)\//,
  // Each domain's staff screens (features/books/staff/, features/ebooks/staff/…).
  /\/features\/[^/]+\/staff\//,
  /\/features\/ebooks\/components\/reader/,
  /node_modules\/.*\/(html5-qrcode|epubjs|pdfjs-dist|zxing-wasm)\//,
];

/** The staff screens' translation namespaces: none of their strings belongs on the home page. */
const STAFF_NAMESPACES: Namespace[] = [
  'dashboard',
  'books-staff',
  'events-staff',
  'ebooks-staff',
  'staff',
  'inventory',
  'auth',
  'opds',
];

/**
 * Strings only the staff namespaces have, in every language, long enough to be telling and
 * plain enough (no placeholders, quotes or escapes) to appear verbatim in a built script.
 */
function staffOnlyStrings(): { namespace: Namespace; text: string }[] {
  const leaves = (tree: unknown): string[] =>
    typeof tree === 'string' ? [tree] : Object.values(tree as object).flatMap(leaves);
  const publicText = Object.values(resources)
    .flatMap((language) =>
      NAMESPACES.filter((ns) => !STAFF_NAMESPACES.includes(ns)).flatMap((ns) =>
        leaves(language[ns]),
      ),
    )
    .join('\n');
  return Object.values(resources).flatMap((language) =>
    STAFF_NAMESPACES.flatMap((namespace) =>
      leaves(language[namespace])
        .filter((text) => text.length >= 24 && !/[{}`'"\\\n]/.test(text))
        .filter((text) => !publicText.includes(text))
        .map((text) => ({ namespace, text })),
    ),
  );
}
const staffStrings = staffOnlyStrings();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const site = await builtSite();
const server = await startSite(site.dir);
try {
  const url = new URL(values.path, server.url).href;
  const report = await lighthouse(url, ['--only-audits=network-requests']);
  const requests = (report.audits['network-requests']?.details?.items ?? []) as {
    url: string;
    resourceType?: string;
  }[];
  const scripts = [
    ...new Set(
      requests
        .filter((r) => r.resourceType === 'Script' && r.url.startsWith(server.url))
        .map((r) => r.url),
    ),
  ];
  if (scripts.length === 0) throw new Error('Lighthouse saw no scripts: is the site built?');

  let gzipTotal = 0;
  let brotliTotal = 0;
  let rawTotal = 0;
  const offenders: string[] = [];
  const rows: [string, number, number][] = [];
  for (const script of scripts) {
    const body = Buffer.from(
      await (await fetch(script, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    const gz = gzipSync(body, { level: 9 }).length;
    rawTotal += body.length;
    gzipTotal += gz;
    brotliTotal += brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    rows.push([new URL(script).pathname, body.length, gz]);
    const text = body.toString('utf8');
    const strings = staffStrings.filter((string) => text.includes(string.text));
    if (strings.length > 0)
      offenders.push(
        `${new URL(script).pathname}: ${strings.length} staff strings (${strings[0]!.namespace}: "${strings[0]!.text}")`,
      );
    const map = await fetch(`${script}.map`);
    if (map.ok) {
      const { sources = [] } = (await map.json()) as { sources?: string[] };
      for (const source of sources)
        if (FORBIDDEN.some((pattern) => pattern.test(source)))
          offenders.push(`${new URL(script).pathname}: ${source}`);
    }
  }

  rows.sort((a, b) => b[2] - a[2]);
  console.log(`Scripts loaded by ${url}:`);
  for (const [name, raw, gz] of rows)
    console.log(`  ${kb(gz).padStart(9)} gzip  ${kb(raw).padStart(9)} raw  ${name}`);
  console.log(
    `\n${scripts.length} scripts: ${kb(gzipTotal)} gzip (target ≤ ${kb(TARGET_BYTES)}), ` +
      `${kb(brotliTotal)} brotli, ${kb(rawTotal)} uncompressed`,
  );
  if (offenders.length > 0) {
    console.log(`\nStaff, scanner or reader code on the home page:\n  ${offenders.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('No staff, scanner or reader code is loaded.');
  }
  console.log(gzipTotal <= TARGET_BYTES ? 'Target met.' : 'Target NOT met.');
  if (gzipTotal > TARGET_BYTES) process.exitCode = 1;
} finally {
  await server.stop();
  await site.cleanup();
}
