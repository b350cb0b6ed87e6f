import { cssVarName, fetchOk, findInText, type OpenEngine, type ReaderEngine } from './engine';
import * as styles from './txt-engine.css';
import { decodeText, pageIndexOf, paginate, pageSizeFor, type TextPage } from './txt-pagination';

/** Plain text, laid out by the page itself in the book's script, a page of paragraphs at a time. */
export const openEngine: OpenEngine = async (options) => {
  const response = await fetchOk(options.url);
  const text = decodeText(await response.arrayBuffer());

  const page = document.createElement('article');
  page.className = styles.page;
  page.tabIndex = 0;
  page.setAttribute('aria-label', options.label);
  const body = document.createElement('div');
  body.className = styles.text;
  body.lang = options.lang;
  page.append(body);
  options.container.replaceChildren(page);

  let scale = options.appearance.fontScale;
  let pages: TextPage[] = paginate(text, pageSizeFor(scale));
  let index = pageIndexOf(pages, Number(options.start) || 0);

  const report = () =>
    options.onPosition({
      location: String(pages[index]!.start),
      page: index + 1,
      totalPages: pages.length,
      progress: ((index + 1) / pages.length) * 100,
      atEnd: index === pages.length - 1,
    });

  const render = () => {
    body.replaceChildren(
      ...pages[index]!.paragraphs.map((paragraph) => {
        const element = document.createElement('p');
        element.className = styles.paragraph;
        element.textContent = paragraph;
        return element;
      }),
    );
    page.scrollTop = 0;
    report();
  };

  const show = async (next: number) => {
    const bounded = Math.max(0, Math.min(pages.length - 1, next));
    if (bounded === index) return;
    index = bounded;
    render();
  };

  const applyScale = (value: number) => {
    page.style.setProperty(cssVarName(styles.fontScale), String(value));
  };
  applyScale(scale);
  render();

  const engine: ReaderEngine = {
    toc: [],
    get pageCount() {
      return pages.length;
    },
    next: () => show(index + 1),
    previous: () => show(index - 1),
    goTo: (target) => show(pageIndexOf(pages, Number(target) || 0)),
    goToPage: (number) => show(number - 1),
    goToProgress: (percent) => show(Math.ceil((percent / 100) * pages.length) - 1),
    setAppearance: (appearance) => {
      if (appearance.fontScale === scale) return;
      // Bigger letters, fewer per page: paginate again and stay on the same words.
      const offset = pages[index]!.start;
      scale = appearance.fontScale;
      applyScale(scale);
      pages = paginate(text, pageSizeFor(scale));
      index = pageIndexOf(pages, offset);
      render();
    },
    search: async (query) =>
      findInText(text, query).map((hit) => ({
        target: String(hit.offset),
        excerpt: hit.excerpt,
        page: pageIndexOf(pages, hit.offset) + 1,
      })),
    destroy: () => {
      options.container.replaceChildren();
    },
  };
  return engine;
};
