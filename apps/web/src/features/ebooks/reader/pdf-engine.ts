import {
  getDocument,
  GlobalWorkerOptions,
  RenderingCancelledException,
  TextLayer,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist';
// The worker is bundled and served by the site itself (CSP worker-src 'self'), never a CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import {
  findInText,
  MAX_SEARCH_HITS,
  type OpenEngine,
  type ReaderEngine,
  type SearchHit,
  type TocEntry,
} from './engine';
import * as styles from './pdf-engine.css';

GlobalWorkerOptions.workerSrc = workerUrl;

type OutlineItem = Awaited<ReturnType<PDFDocumentProxy['getOutline']>>[number];
type PageRef = Parameters<PDFDocumentProxy['getPageIndex']>[0];

const MAX_TOC_ENTRIES = 500;

/** The outline's entries that lead to a page of this document, flattened with their depth. */
async function readOutline(pdf: PDFDocumentProxy): Promise<TocEntry[]> {
  const outline: OutlineItem[] | null = await pdf.getOutline().catch(() => null);
  const entries: TocEntry[] = [];
  const walk = async (items: OutlineItem[], depth: number) => {
    for (const item of items) {
      if (entries.length >= MAX_TOC_ENTRIES) return;
      try {
        const dest =
          typeof item.dest === 'string' ? await pdf.getDestination(item.dest) : item.dest;
        const ref = dest?.[0];
        if (ref) {
          const index = typeof ref === 'number' ? ref : await pdf.getPageIndex(ref as PageRef);
          entries.push({ label: item.title, target: String(index + 1), depth });
        }
      } catch {
        // An entry pointing nowhere is left out.
      }
      if (item.items?.length) await walk(item.items, depth + 1);
    }
  };
  if (outline) await walk(outline, 0);
  return entries;
}

/** PDF pages drawn by pdf.js on a canvas, with its text layer over them for selection and screen readers. */
export const openEngine: OpenEngine = async (options) => {
  // By URL, so pdf.js can fetch a large file in ranges and show page 1 before the rest arrives.
  // pdf.js 6 never evaluates code (PDF functions are interpreted), as the site's CSP requires.
  const task = getDocument({ url: options.url });
  const pdf = await task.promise;
  const toc = await readOutline(pdf);

  const scroller = document.createElement('div');
  scroller.className = styles.scroller;
  // Focusable, so keyboard users can scroll a zoomed page (the arrow keys still turn pages).
  scroller.tabIndex = 0;
  scroller.setAttribute('role', 'region');
  scroller.setAttribute('aria-label', options.label);
  const pageBox = document.createElement('div');
  pageBox.className = styles.page;
  const canvas = document.createElement('canvas');
  canvas.className = styles.canvas;
  canvas.setAttribute('aria-hidden', 'true');
  const textLayer = document.createElement('div');
  textLayer.className = styles.textLayer;
  textLayer.lang = options.lang;
  pageBox.append(canvas, textLayer);
  scroller.append(pageBox);
  options.container.replaceChildren(scroller);

  const total = pdf.numPages;
  let current = Math.min(total, Math.max(1, Math.trunc(Number(options.start)) || 1));
  let appearance = options.appearance;
  let renderTask: RenderTask | null = null;
  let text: TextLayer | null = null;
  let generation = 0;
  let destroyed = false;

  const report = () =>
    options.onPosition({
      location: String(current),
      page: current,
      totalPages: total,
      progress: (current / total) * 100,
      atEnd: current === total,
    });

  const render = async () => {
    const mine = ++generation;
    renderTask?.cancel();
    text?.cancel();
    const page = await pdf.getPage(current);
    if (mine !== generation || destroyed) return;
    const natural = page.getViewport({ scale: 1 });
    const room = {
      width: Math.max(200, scroller.clientWidth - 32),
      height: Math.max(200, scroller.clientHeight - 32),
    };
    // The whole page fits the screen at 100 %; a larger text size zooms in (and scrolls).
    const fit = Math.min(room.width / natural.width, room.height / natural.height);
    const viewport = page.getViewport({ scale: fit * appearance.fontScale });
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    pageBox.style.width = `${Math.floor(viewport.width)}px`;
    pageBox.style.height = `${Math.floor(viewport.height)}px`;
    canvas.style.width = pageBox.style.width;
    canvas.style.height = pageBox.style.height;
    pageBox.dataset.theme = appearance.theme;
    textLayer.style.setProperty('--total-scale-factor', String(viewport.scale));
    renderTask = page.render({
      canvas,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    });
    try {
      await renderTask.promise;
    } catch (error) {
      if (error instanceof RenderingCancelledException) return;
      throw error;
    }
    if (mine !== generation || destroyed) return;
    textLayer.replaceChildren();
    text = new TextLayer({
      textContentSource: page.streamTextContent(),
      container: textLayer,
      viewport,
    });
    await text.render().catch(() => undefined);
  };

  const show = async (page: number) => {
    const bounded = Math.min(total, Math.max(1, page));
    if (bounded === current) return;
    current = bounded;
    scroller.scrollTop = 0;
    report();
    await render();
  };

  let resizeTimer = 0;
  const resized = new ResizeObserver(() => {
    window.clearTimeout(resizeTimer);
    resizeTimer = window.setTimeout(() => void render(), 150);
  });
  resized.observe(scroller);

  report();
  await render();

  const engine: ReaderEngine = {
    toc,
    pageCount: total,
    next: () => show(current + 1),
    previous: () => show(current - 1),
    goTo: (target) => show(Number(target) || 1),
    goToPage: (page) => show(page),
    goToProgress: (percent) => show(Math.ceil((percent / 100) * total)),
    setAppearance: (next) => {
      const zoomed = next.fontScale !== appearance.fontScale;
      appearance = next;
      pageBox.dataset.theme = next.theme;
      if (zoomed) void render();
    },
    search: async (query) => {
      const hits: SearchHit[] = [];
      let anyText = false;
      for (let number = 1; number <= total && hits.length < MAX_SEARCH_HITS; number++) {
        if (destroyed) break;
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        const text = content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join('');
        if (text.trim()) anyText = true;
        for (const hit of findInText(text, query, MAX_SEARCH_HITS - hits.length)) {
          hits.push({ target: String(number), excerpt: hit.excerpt, page: number });
        }
      }
      return anyText ? hits : null;
    },
    destroy: () => {
      destroyed = true;
      resized.disconnect();
      window.clearTimeout(resizeTimer);
      renderTask?.cancel();
      text?.cancel();
      void task.destroy();
      options.container.replaceChildren();
    },
  };
  return engine;
};
