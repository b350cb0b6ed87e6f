/**
 * Lighthouse's SEO category (issue 18) on the home page and an e-book's page of the production
 * build served by the real server, in Debian's Chromium: each page's score and any audit that
 * did not pass. Target: 100 for both.
 *
 *   pnpm --filter @app/bench seo
 *   WEB_DIST_DIR=/tmp/web-dist pnpm --filter @app/bench seo   # measure an existing build
 */
import { builtSite, lighthouse, startSite } from '../lighthouse/site';

const TARGET = 100;

const site = await builtSite();
const server = await startSite(site.dir);
let failed = false;
try {
  // A Tamil e-book of the seeded library: its page is the one a search engine should find.
  const ebooks = (await (
    await fetch(`${server.url}/api/ebooks?language=Tamil&limit=1`)
  ).json()) as {
    id: number;
    title: string;
  }[];
  const ebook = ebooks[0];
  if (!ebook) throw new Error('The seeded library has no Tamil e-book.');
  for (const path of ['/', `/ebooks/${ebook.id}`]) {
    const url = new URL(path, server.url).href;
    const report = await lighthouse(url, [], 'seo');
    const category = report.categories.seo;
    const score = Math.round((category?.score ?? 0) * 100);
    const failing = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    console.log(
      `SEO ${url}${path === '/' ? '' : ` (${ebook.title})`}: ${score} (target ${TARGET})` +
        (failing.length ? `; not passed: ${failing.join(', ')}` : ''),
    );
    if (score < TARGET) failed = true;
  }
  console.log(failed ? 'Targets NOT met.' : 'Targets met.');
  if (failed) process.exitCode = 1;
} finally {
  await server.stop();
  await site.cleanup();
}
