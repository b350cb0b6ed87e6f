import ePub, { Contents, type Book, type Location, type NavItem, type Rendition } from 'epubjs';
import { storage } from '../../../lib/storage';
import { defaultTheme, readerThemes, themeName } from './epub-frame-styles';
import {
  fetchOk,
  findInText,
  MAX_SEARCH_HITS,
  swipeDirection,
  type SearchHit,
  touchPoint,
  type OpenEngine,
  type ReaderEngine,
  type TocEntry,
} from './engine';
import { cleanBookCss, isChapterFile, liftInlineStyles } from './epub-sanitize';

/*
 * The site's Content-Security-Policy allows stylesheets only from its own origin: no <style>
 * elements, no style="" attributes, no blob: stylesheets. epub.js renders each chapter into an
 * about:srcdoc frame, which inherits that policy, and styles it with <style> elements. So:
 *  - epub.js's stylesheet helper is pointed at constructed stylesheets (adoptedStyleSheets),
 *    which the policy does not govern;
 *  - each chapter's inline CSS is lifted out of its markup in the archive before epub.js parses
 *    it (epub-sanitize.ts), its <link>ed CSS is read from the archive, and both are applied the
 *    same way. Embedded fonts are dropped (font-src 'self'); the Noto faces stand in.
 */

/** The part of JSZip (epub.js's archive) used here. */
interface Zip {
  files: Record<string, { dir: boolean }>;
  file(name: string): { async(type: 'string'): Promise<string> } | null;
  file(name: string, data: string): unknown;
}

/** Rewrites every chapter in the archive without inline styles; their CSS, by archive path. */
async function liftArchiveStyles(zip: Zip): Promise<Map<string, string>> {
  const css = new Map<string, string>();
  const names = Object.keys(zip.files).filter(
    (name) => !zip.files[name]!.dir && isChapterFile(name),
  );
  await Promise.all(
    names.map(async (name) => {
      const text = await zip.file(name)?.async('string');
      if (text === undefined) return;
      const lifted = liftInlineStyles(text);
      if (lifted.css) {
        zip.file(name, lifted.markup);
        css.set(`/${name}`, lifted.css);
      }
    }),
  );
  return css;
}
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

function adoptedSheet(doc: Document, key: string, first = false): CSSStyleSheet {
  let byKey = sheets.get(doc);
  if (!byKey) {
    byKey = new Map();
    sheets.set(doc, byKey);
  }
  let sheet = byKey.get(key);
  if (!sheet) {
    // A constructed sheet can only be adopted by the document of the window that made it.
    const view = doc.defaultView as (Window & typeof globalThis) | null;
    sheet = new (view?.CSSStyleSheet ?? CSSStyleSheet)();
    doc.adoptedStyleSheets = first
      ? [sheet, ...doc.adoptedStyleSheets]
      : [...doc.adoptedStyleSheets, sheet];
    byKey.set(key, sheet);
  }
  return sheet;
}

let patched = false;
function adoptConstructedStylesheets() {
  if (patched) return;
  patched = true;
  const prototype = Contents.prototype as unknown as {
    _getStylesheetNode: (this: { document?: Document }, key?: string) => unknown;
  };
  prototype._getStylesheetNode = function (key) {
    const doc = this.document;
    if (!doc) return false;
    const sheet = adoptedSheet(doc, `epubjs-inserted-css-${key ?? ''}`);
    // epub.js uses `.sheet` for rules and `.innerHTML` for whole stylesheets.
    return {
      sheet,
      set innerHTML(css: string) {
        sheet.replaceSync(css);
      },
    };
  };
}

/** The part of epub.js's Section the search uses. */
interface EpubSection {
  href: string;
  load(request: unknown): Promise<unknown>;
  find(query: string): { cfi: string; excerpt: string }[];
  unload(): void;
}

/** epub.js's excerpt, on one line, trimmed to the words around the match. */
function tidyExcerpt(excerpt: string, query: string): string {
  return findInText(excerpt, query, 1)[0]?.excerpt ?? excerpt.replace(/\s+/g, ' ').trim();
}

interface SpineSection {
  index: number;
  url: string;
}

function flatten(items: NavItem[], depth = 0, into: TocEntry[] = []): TocEntry[] {
  for (const item of items) {
    into.push({ label: item.label.trim(), target: item.href, depth });
    if (item.subitems?.length) flatten(item.subitems, depth + 1, into);
  }
  return into;
}

/** EPUB by epub.js: paginated chapters in a frame, table of contents, CFI positions. */
export const openEngine: OpenEngine = async (options) => {
  adoptConstructedStylesheets();
  const data = await (await fetchOk(options.url)).arrayBuffer();
  const book: Book = ePub(data);
  await book.opened;
  const inlineCss = await liftArchiveStyles((book.archive as unknown as { zip: Zip }).zip);
  const sectionCss = new Map<number, string>();

  const bookCss = async (href: string, sectionUrl: string): Promise<string> => {
    const path = new URL(href, `https://epub.invalid${sectionUrl}`).pathname;
    try {
      const text = (await book.archive.getText(path)) as string | undefined;
      return text ? book.resources.substitute(text, path) : '';
    } catch {
      return '';
    }
  };

  // Runs on each chapter's parsed document, before it is serialised into its frame: the linked
  // stylesheets are read here and left out of the frame (they would be blob: URLs).
  book.spine.hooks.content.register(async (doc: Document, section: SpineSection) => {
    const css: string[] = [];
    for (const link of Array.from(doc.querySelectorAll('link'))) {
      if (!/stylesheet/i.test(link.getAttribute('rel') ?? '')) continue;
      const href = link.getAttribute('href');
      if (href) css.push(await bookCss(href, section.url));
      link.remove();
    }
    css.push(inlineCss.get(decodeURI(section.url)) ?? '');
    for (const script of Array.from(doc.querySelectorAll('script'))) script.remove();
    sectionCss.set(section.index, cleanBookCss(css.join('\n')));
  });

  const rendition: Rendition = book.renderTo(options.container, {
    width: '100%',
    height: '100%',
    flow: 'paginated',
    spread: 'auto',
    minSpreadWidth: 900,
    allowScriptedContent: false,
  });

  // Each chapter's frame is named for screen readers (WCAG frame-title).
  rendition.hooks.render.register((view: { iframe?: HTMLIFrameElement }) => {
    view.iframe?.setAttribute('title', options.label);
  });

  rendition.hooks.content.register((contents: Contents) => {
    const doc = contents.document;
    const css = sectionCss.get((contents as unknown as { sectionIndex: number }).sectionIndex);
    // First, so the reader's theme rules (adopted after) win over the book's.
    if (css) {
      try {
        adoptedSheet(doc, 'book', true).replaceSync(css);
      } catch {
        // A stylesheet the browser cannot parse is left out; the text still shows.
      }
    }
    if (!doc.documentElement.getAttribute('lang'))
      doc.documentElement.setAttribute('lang', options.lang);
  });

  rendition.themes.default(defaultTheme(options.lang));
  rendition.themes.register(readerThemes());
  let appearance = options.appearance;
  const applyAppearance = () => {
    rendition.themes.select(themeName(appearance.theme));
    rendition.themes.fontSize(`${Math.round(appearance.fontScale * 100)}%`);
  };
  applyAppearance();

  // Keys and swipes inside the chapter's frame do not reach the page: epub.js passes them on.
  rendition.on('keydown', (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'PageUp') options.onTurn('previous');
    if (event.key === 'ArrowRight' || event.key === 'PageDown') options.onTurn('next');
  });
  let touchStart: ReturnType<typeof touchPoint> = null;
  rendition.on('touchstart', (event: TouchEvent) => {
    touchStart = touchPoint(event);
  });
  rendition.on('touchend', (event: TouchEvent) => {
    const end = touchPoint(event);
    const direction = touchStart && end ? swipeDirection(touchStart, end) : null;
    touchStart = null;
    if (direction) options.onTurn(direction);
  });

  let last: Location | null = null;
  const report = () => {
    if (!last) return;
    const start = last.start;
    const sections = (book.spine as unknown as { length: number }).length || 1;
    const known = book.locations.length() > 0;
    const location = known ? (book.locations.locationFromCfi(start.cfi) as unknown as number) : -1;
    const progress = last.atEnd
      ? 100
      : known
        ? (book.locations.percentageFromCfi(start.cfi) ?? 0) * 100
        : (start.index / sections) * 100;
    options.onPosition({
      location: start.cfi,
      page: known && location >= 0 ? location + 1 : start.index + 1,
      totalPages: known ? book.locations.length() : sections,
      progress,
      atEnd: last.atEnd,
    });
  };
  rendition.on('relocated', (location: Location) => {
    last = location;
    report();
  });

  await book.ready;
  const toc = flatten((await book.loaded.navigation).toc);
  try {
    await rendition.display(options.start ?? undefined);
  } catch {
    // A position saved from another edition of the file: start at the beginning.
    await rendition.display();
  }

  // Locations (about a screen each) give a percentage and page numbers; they take a moment on a
  // long book, so they are computed after the first page shows and kept for next time.
  const locationsKey = `epub-locations:${options.url}`;
  let destroyed = false;
  const saved = storage.get(locationsKey);
  if (saved) {
    book.locations.load(saved);
    report();
  } else {
    void book.locations
      .generate(1200)
      .then(() => {
        if (destroyed) return;
        const json = book.locations.save();
        if (json.length < 500_000) storage.set(locationsKey, json);
        report();
      })
      .catch(() => undefined);
  }

  const engine: ReaderEngine = {
    toc,
    pageCount: null,
    next: () => rendition.next(),
    previous: () => rendition.prev(),
    goTo: (target) => rendition.display(target),
    goToPage: async (page) => {
      if (book.locations.length() === 0) return;
      await rendition.display(book.locations.cfiFromLocation(page - 1));
    },
    goToProgress: async (percent) => {
      if (book.locations.length() === 0) return;
      await rendition.display(book.locations.cfiFromPercentage(percent / 100));
    },
    setAppearance: (next) => {
      appearance = next;
      applyAppearance();
    },
    search: async (query) => {
      const hits: SearchHit[] = [];
      const sections = (book.spine as unknown as { spineItems: EpubSection[] }).spineItems;
      for (const section of sections) {
        if (destroyed || hits.length >= MAX_SEARCH_HITS) break;
        const doc = await section.load(book.load.bind(book));
        try {
          const found = section.find(query.trim());
          for (const hit of found.slice(0, MAX_SEARCH_HITS - hits.length)) {
            hits.push({ target: hit.cfi, excerpt: tidyExcerpt(hit.excerpt, query), page: null });
          }
          // epub.js matches exactly; a match across a line break or in other case it misses.
          if (found.length === 0 && doc) {
            const text = (doc as Document).body?.textContent ?? '';
            if (findInText(text, query, 1).length > 0) {
              hits.push({
                target: section.href,
                excerpt: findInText(text, query, 1)[0]!.excerpt,
                page: null,
              });
            }
          }
        } finally {
          section.unload();
        }
      }
      return hits;
    },
    destroy: () => {
      destroyed = true;
      rendition.destroy();
      book.destroy();
      options.container.replaceChildren();
    },
  };
  return engine;
};
