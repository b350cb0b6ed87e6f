import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_CATEGORY, UNKNOWN_AUTHOR, UNKNOWN_TITLE } from '@app/db/constants';
import { LIBRARY_TIME_ZONE } from '@app/db/library-time';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { englishStrings, type EnglishStrings } from './english';
import { inPageSource, type Finding, type InPage } from './in-page';
import type { WalkData } from './prepare';
import type { Role, WalkRoute } from './routes';

export const LANGUAGES = ['en', 'ta', 'si'] as const;
export type Language = (typeof LANGUAGES)[number];
/** A small phone and a laptop. */
export const WIDTHS = [360, 1280] as const;
const HEIGHT = 800;
/** A 1×1 grey PNG. */
const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4BwAA3ADbB3F4fwAAAABJRU5ErkJggg==',
  'base64',
);
/** Far from the library (Asia/Colombo, UTC+05:30), so a time in the device's zone shows. */
export const DEVICE_TIME_ZONE = 'America/Los_Angeles';

/**
 * axe-core, the engine of @axe-core/playwright, put into each page once per visit: its builder
 * would inject 550 kB again for every check, at each width.
 */
const axeSource = readFileSync(
  createRequire(import.meta.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

declare global {
  interface Window {
    walker: InPage;
    axe?: {
      run(
        context: Document | { exclude: string[][] },
        options: { resultTypes: string[]; iframes: boolean },
      ): Promise<{ violations: AxeViolation[] }>;
    };
  }
}

/** One page per role, kept for the whole walk: only the address and the width change. */
export class Walk {
  private readonly pages = new Map<Role, Page>();
  private readonly contexts: BrowserContext[] = [];
  private readonly english: Record<'ta' | 'si', EnglishStrings>;
  /** Console errors since the last visit began. */
  private errors: string[] = [];
  private readonly inFlight = new Set<object>();
  /** The screen being visited is the not-found page. */
  private expect404 = false;
  /** The language each role's page has loaded its document in. */
  private readonly languageOf = new Map<Role, Language>();
  /** English text that is no interface string: data, listed at the end. */
  readonly data = new Map<string, Set<string>>();

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
    private readonly walkData: WalkData,
  ) {
    // English data the site has Tamil and Sinhala for must not show either: branch names, and
    // what a scan that found nothing records (spec §3).
    const translated = [...walkData.branchNames, UNKNOWN_TITLE, UNKNOWN_AUTHOR, DEFAULT_CATEGORY];
    this.english = { ta: englishStrings('ta', translated), si: englishStrings('si', translated) };
  }

  private async page(role: Role): Promise<Page> {
    const existing = this.pages.get(role);
    if (existing) return existing;
    const context = await this.browser.newContext({
      baseURL: this.baseURL,
      viewport: { width: WIDTHS[0], height: HEIGHT },
      timezoneId: DEVICE_TIME_ZONE,
      // Still pages: no count-ups, rotating quotes or fades to catch half-way.
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
      storageState: role === 'public' ? undefined : this.walkData.states[role],
    });
    this.contexts.push(context);
    await context.addInitScript({ content: inPageSource });
    // The tests run without the internet: the seeded e-books' covers (gutenberg.org…) are
    // answered with a plain picture, as if they had loaded; nothing else leaves the machine.
    await context.route(
      (url) => !url.href.startsWith(this.baseURL),
      (request) =>
        request.request().resourceType() === 'image'
          ? request.fulfill({ contentType: 'image/png', body: BLANK_PNG })
          : request.abort(),
    );
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The not-found page is answered 404 on purpose; the browser reports any 404 it loads.
      const own404 = this.expect404 && message.location().url === page.url();
      if (!own404) this.errors.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.errors.push(`uncaught: ${error.message}`));
    page.on('request', (request) => this.inFlight.add(request));
    page.on('requestfinished', (request) => this.inFlight.delete(request));
    page.on('requestfailed', (request) => this.inFlight.delete(request));
    this.pages.set(role, page);
    return page;
  }

  /** Nothing loading: no request in flight for a moment, nothing busy, fonts in. */
  private async settle(page: Page): Promise<void> {
    const started = Date.now();
    for (let quiet = 0; quiet < 3;) {
      await page.waitForTimeout(25);
      quiet = this.inFlight.size > 0 ? 0 : quiet + 1;
      if (process.env.WALKER_TIMING && Date.now() - started > 5000 && quiet === 0)
        console.log(
          'in flight',
          [...this.inFlight].map((r) => (r as { url(): string }).url()),
        );
    }
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
  }

  /**
   * Brings `page` to `address` in `lang`. A page keeps its document while the language stays:
   * the next screen is reached as the app itself moves (its router follows `history.pushState`),
   * which spares a reload of the app and of axe for each screen. A new language, or a route that
   * must be fetched (the not-found page's 404), loads the document afresh.
   */
  private async open(page: Page, route: WalkRoute, address: string, lang: Language) {
    const role = route.role;
    if (!route.fullLoad && this.languageOf.get(role) === lang) {
      await page.evaluate((href) => history.pushState(null, '', href), address);
      // The router renders and starts its requests in the frames after the push.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      return;
    }
    // A page on the site to write the language in; and never the same address again, which
    // (with a #fragment) would not load the page anew.
    if (!page.url().startsWith(this.baseURL) || page.url() === address)
      await page.goto('/api/health');
    await page.evaluate((code) => localStorage.setItem('language', code), lang);
    await page.goto(address);
    this.languageOf.set(role, lang);
  }

  /** Opens `route` in `lang` and judges it at each width; the findings name the width. */
  async visit(route: WalkRoute, lang: Language): Promise<Finding[]> {
    const page = await this.page(route.role);
    const address = new URL(route.path(this.walkData), this.baseURL).href;
    this.errors = [];
    this.inFlight.clear();
    this.expect404 = route.status === 404;
    const t0 = Date.now();
    await this.open(page, route, address, lang);
    if (route.ready) await page.locator(route.ready).first().waitFor();
    await this.settle(page);
    if (process.env.WALKER_TIMING) console.log(`${route.name} ${lang}: load ${Date.now() - t0} ms`);
    if (route.act) {
      await route.act(page, this.walkData);
      await this.settle(page);
    }
    // The width the page already has first: each screen is loaded at one width and resized
    // to the other, and the next language starts from the width this one ended at.
    const start = page.viewportSize()!.width;
    const widths = [...WIDTHS].sort((a, b) => (a === start ? -1 : b === start ? 1 : 0));
    const findings: Finding[] = [];
    for (const width of widths) {
      if (width !== page.viewportSize()!.width) {
        await page.setViewportSize({ width, height: HEIGHT });
        await this.settle(page);
      }
      const found = await this.judge(page, route, lang);
      // WALKER_SHOTS=<folder> keeps a picture of each screen, to look at.
      if (process.env.WALKER_SHOTS) {
        const name = `${route.name.replace(/\W+/g, '-')}-${lang}-${width}.png`;
        await page.screenshot({ path: path.join(process.env.WALKER_SHOTS, name), fullPage: true });
      }
      findings.push(...found.map((finding) => `${width}px: ${finding}`));
    }
    findings.push(...this.errors);
    return findings;
  }

  private async judge(page: Page, route: WalkRoute, lang: Language): Promise<Finding[]> {
    const t0 = Date.now();
    const inPage = await page.evaluate(
      ({ lang, zone, english }) => {
        const { walker } = window;
        const text = english ? walker.englishText(lang, english) : { findings: [], data: [] };
        return {
          findings: [
            ...walker.pageOverflow(),
            ...walker.clippedText(),
            ...walker.brokenWords(lang),
            ...walker.deviceTimes(zone),
            ...text.findings,
          ],
          data: text.data,
        };
      },
      { lang, zone: LIBRARY_TIME_ZONE, english: lang === 'en' ? null : this.english[lang] },
    );
    for (const text of inPage.data) {
      const where = this.data.get(text) ?? new Set<string>();
      where.add(`${route.name} (${lang})`);
      this.data.set(text, where);
    }
    const t1 = Date.now();
    const axe = await this.axe(page, route);
    if (process.env.WALKER_TIMING) console.log(`  checks ${t1 - t0} ms, axe ${Date.now() - t1} ms`);
    return [...inPage.findings, ...axe];
  }

  /** axe's serious and critical violations (sandboxed frames, which run no scripts, left out). */
  private async axe(page: Page, route: WalkRoute): Promise<Finding[]> {
    if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource);
    return page.evaluate(async (exclude) => {
      const { violations } = await window.axe!.run(
        exclude.length ? { exclude: exclude.map((selector) => [selector]) } : document,
        { resultTypes: ['violations'], iframes: false },
      );
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `axe ${v.impact} ${v.id}: ${v.help} (${v.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(', ')})`,
        );
    }, route.axeExclude ?? []);
  }

  async close(): Promise<void> {
    await Promise.all(this.contexts.map((context) => context.close()));
  }
}
