/**
 * The walker's checks, run inside the page. Each function here is sent to the browser as its
 * source (`inPageSource`), so they use nothing but the DOM and one another: no imports, no
 * values from outside.
 */

/** One thing wrong on a screen, as a sentence. */
export type Finding = string;

/** Whether an element takes part in what is shown (a closed menu or a hidden tab does not). */
function rendered(element: Element): boolean {
  if (element.getClientRects().length === 0) return false;
  const style = getComputedStyle(element);
  return style.visibility !== 'hidden' && style.visibility !== 'collapse';
}

/**
 * Text kept for screen readers only (the UI kit's VisuallyHidden, skip links at rest): a box of
 * a pixel or less, or one clipped away on purpose.
 */
function visuallyHidden(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    const box = node.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return true;
    if (style.clip.startsWith('rect(0') || style.clipPath.startsWith('inset(50%')) return true;
    if (Number(style.opacity) === 0) return true;
  }
  return false;
}

/** An element as a reader of the failure finds it: tag, test id or id, and its first words. */
function describe(element: Element): string {
  const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
  const id = element.id ? `#${element.id}` : '';
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return `<${element.tagName.toLowerCase()}${id}>${testId ? ` in [${testId}]` : ''} "${text}"`;
}

/** The text nodes under `root` that are shown. */
function shownTextNodes(root: Element, withHidden = false): Text[] {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const seen = new Map<Element, boolean>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const parent = text.parentElement;
    if (!parent || !/\S/.test(text.data)) continue;
    if (parent.closest('script, style, noscript, template')) continue;
    let shown = seen.get(parent);
    if (shown === undefined) {
      shown = rendered(parent) && (withHidden || !visuallyHidden(parent));
      seen.set(parent, shown);
    }
    if (shown) nodes.push(text);
  }
  return nodes;
}

/** Whether something between `node` and `stop` keeps its overflow to itself (scrolls or clips). */
function insideContainer(node: Node, stop: Element | null = null): boolean {
  for (
    let element = node.parentElement;
    element && element !== stop;
    element = element.parentElement
  ) {
    if (element === document.body || element === document.documentElement) return false;
    const style = getComputedStyle(element);
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') return true;
  }
  return false;
}

/** The page scrolls sideways: which boxes or words reach past the right edge of the screen. */
function pageOverflow(): Finding[] {
  const width = document.documentElement.clientWidth;
  const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (scrollWidth <= width) return [];
  const culprits: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.right <= width + 1 || !rendered(element) || insideContainer(element)) continue;
    if (getComputedStyle(element).position === 'fixed') continue;
    // Only the outermost box that overflows: its children overflow because it does.
    const parent = element.parentElement;
    if (parent && parent !== document.body && parent.getBoundingClientRect().right > width + 1)
      continue;
    culprits.push(`${describe(element)} reaches ${Math.round(box.right)}px`);
  }
  const range = document.createRange();
  for (const node of culprits.length ? [] : shownTextNodes(document.body)) {
    if (insideContainer(node)) continue;
    range.selectNodeContents(node);
    const right = Math.max(...[...range.getClientRects()].map((rect) => rect.right));
    if (right > width + 1)
      culprits.push(
        `"${node.data.trim().slice(0, 30)}" in ${describe(node.parentElement!)} reaches ${Math.round(right)}px`,
      );
  }
  return [
    `the page scrolls sideways (${scrollWidth}px wide in ${width}px): ${culprits.slice(0, 4).join('; ') || 'no box named'}`,
  ];
}

/**
 * Ellipsis and line clamps are allowed where the whole text is there to be had: a `title` on
 * the clamped box or around it, or a card (an article or list item) whose link opens the item
 * the text belongs to, one tap away.
 */
function clampIsAllowed(element: Element): boolean {
  const style = getComputedStyle(element);
  const clamped = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
  if (!clamped) return false;
  if (element.closest('[title], a[href]')) return true;
  return element.closest('article, li')?.querySelector('a[href]') != null;
}

/**
 * Decorations hidden from screen readers that repeat what is beside them (a placeholder cover
 * that sets the title, as printed covers do): their text may run off like a cover's.
 */
function decorative(element: Element): boolean {
  return element.closest('[aria-hidden="true"]') !== null;
}

/** The nearest box that holds a text node's lines (its parent unless that is inline). */
function containingBox(node: Text): Element {
  let element = node.parentElement!;
  while (
    element.parentElement &&
    ['inline', 'contents'].includes(getComputedStyle(element).display)
  )
    element = element.parentElement;
  return element;
}

/**
 * Text its box cannot hold: a line that lies outside the padding box of an ancestor that
 * hides overflow (`hidden`, `clip`: cut off), or sideways outside its own box when nothing
 * scrolls or clips it (spilling over what is beside it, as a long Tamil word on a button).
 */
function clippedText(): Finding[] {
  const findings: Finding[] = [];
  const range = document.createRange();
  for (const box of document.body.querySelectorAll('*')) {
    if (box.scrollWidth <= box.clientWidth + 1 && box.scrollHeight <= box.clientHeight + 1)
      continue;
    const style = getComputedStyle(box);
    const clipX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const clipY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    if ((!clipX && !clipY) || !rendered(box) || visuallyHidden(box) || decorative(box)) continue;
    const outer = box.getBoundingClientRect();
    const left = outer.left + box.clientLeft;
    const top = outer.top + box.clientTop;
    const right = left + box.clientWidth;
    const bottom = top + box.clientHeight;
    for (const node of shownTextNodes(box)) {
      if (insideContainer(node, box)) continue;
      range.selectNodeContents(node);
      const cut = [...range.getClientRects()].some(
        (r) =>
          r.width > 0 &&
          ((clipX && (r.right > right + 1 || r.left < left - 1)) ||
            (clipY && (r.bottom > bottom + 2 || r.top < top - 2))),
      );
      if (!cut) continue;
      const owner = node.parentElement!;
      if (clampIsAllowed(owner) || (owner !== box && clampIsAllowed(box))) continue;
      findings.push(
        `text cut off by its box: "${node.data.trim().slice(0, 50)}" in ${describe(box)}`,
      );
      break;
    }
  }
  for (const node of shownTextNodes(document.body)) {
    const box = containingBox(node);
    if (decorative(box) || getComputedStyle(box).overflowX !== 'visible') continue;
    const outer = box.getBoundingClientRect();
    range.selectNodeContents(node);
    const spills = [...range.getClientRects()].some(
      (r) => r.width > 0 && (r.right > outer.right + 1 || r.left < outer.left - 1),
    );
    if (spills)
      findings.push(
        `text spills out of its box: "${node.data.trim().slice(0, 50)}" in ${describe(box)}`,
      );
  }
  return findings;
}

/**
 * A word split over two lines. Words are the language's own (Intl.Segmenter), made of letters
 * only, in text that is no address or code: a link, an e-mail address or a shelf mark may
 * break anywhere.
 */
function brokenWords(lang: string): Finding[] {
  const findings: Finding[] = [];
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  const range = document.createRange();
  const lines = (rects: DOMRectList) => {
    const tops: number[] = [];
    for (const rect of rects) {
      if (rect.width === 0) continue;
      if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
    }
    return tops.length;
  };
  for (const node of shownTextNodes(document.body)) {
    range.selectNodeContents(node);
    if (lines(range.getClientRects()) < 2) continue;
    for (const token of node.data.matchAll(/\S+/g)) {
      // An address, a path or a code (e-mail, link, SKU) may break where it must.
      if (/[@/\\:]|\p{L}\.\p{L}|\d/u.test(token[0])) continue;
      for (const { segment, index, isWordLike } of segmenter.segment(token[0])) {
        if (!isWordLike || segment.length < 2 || !/^[\p{L}\p{M}\u200C\u200D]+$/u.test(segment))
          continue;
        range.setStart(node, token.index + index);
        range.setEnd(node, token.index + index + segment.length);
        if (lines(range.getClientRects()) < 2) continue;
        findings.push(`"${segment}" is broken over two lines in ${describe(node.parentElement!)}`);
      }
    }
  }
  return findings;
}

/**
 * English interface words on a Tamil or Sinhala screen. Text, accessible names and hints are
 * read (a screen reader speaks them too); text marked as another language (`lang="en"`, the
 * library's English name beside its Tamil one) is meant, and so is a record shown as kept
 * (`translate="no"`). What is English but no interface string is data: returned apart, to be
 * listed, not failed.
 */
function englishText(
  lang: string,
  strings: { exact: string[]; patterns: string[] },
): { findings: Finding[]; data: string[] } {
  const exact = new Set(strings.exact);
  const patterns = strings.patterns.map((source) => new RegExp(source));
  const findings = new Set<Finding>();
  const data = new Set<string>();
  const look = (raw: string, element: Element, where: string) => {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!/[A-Za-z]{2}/.test(text)) return;
    const marked = element.closest('[lang]')?.getAttribute('lang') ?? lang;
    if (!marked.startsWith(lang)) return;
    // Records shown as kept (an audit entry's codes and values) say so: translate="no".
    const record = element.closest('[translate="no"]') !== null;
    if (!record && (exact.has(text) || patterns.some((pattern) => pattern.test(text))))
      findings.add(`English on the ${lang} screen: "${text.slice(0, 60)}" (${where})`);
    else data.add(text.slice(0, 80));
  };
  for (const node of shownTextNodes(document.body, true))
    look(node.data, node.parentElement!, 'text');
  for (const element of document.body.querySelectorAll(
    '[aria-label], [placeholder], [title], img[alt]',
  )) {
    if (!rendered(element)) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) look(value, element, name);
    }
  }
  return { findings: [...findings], data: [...data] };
}

/**
 * Every time of day a screen shows in a `<time datetime>` is the library's wall clock, whatever
 * zone the device is in: its hour and minute (12- or 24-hour), or for a date its day.
 */
function deviceTimes(zone: string): Finding[] {
  const findings: Finding[] = [];
  const parts = (date: Date, timeZone?: string) => {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    const read = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
    return { day: Number(read.day), hour: Number(read.hour), minute: Number(read.minute) };
  };
  for (const element of document.querySelectorAll('time[datetime]')) {
    const value = element.getAttribute('datetime') ?? '';
    if (!value.includes('T') || !rendered(element)) continue;
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) continue;
    const library = parts(date, zone);
    const device = parts(date);
    const text = element.textContent ?? '';
    const clock = /(\d{1,2})[:.](\d{2})/.exec(text);
    if (clock) {
      const [hour, minute] = [Number(clock[1]), Number(clock[2])];
      if (hour % 12 === library.hour % 12 && minute === library.minute) continue;
      const want = `${library.hour}:${String(library.minute).padStart(2, '0')}`;
      findings.push(`"${text.trim()}" is not the library's time (${want} in ${zone})`);
    } else if (library.day !== device.day) {
      const days = [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
      if (days.includes(device.day) && !days.includes(library.day))
        findings.push(`"${text.trim()}" is the device's day, not the library's (${library.day})`);
    }
  }
  return findings;
}

const FUNCTIONS = [
  rendered,
  visuallyHidden,
  describe,
  shownTextNodes,
  insideContainer,
  pageOverflow,
  clampIsAllowed,
  decorative,
  containingBox,
  clippedText,
  brokenWords,
  englishText,
  deviceTimes,
];

/** The checks as a script that defines `window.walker` in every document the page opens. */
export const inPageSource = `// Transpilers that keep function names (esbuild, under tsx) call a helper the page lacks.
globalThis.__name ??= (target) => target;
window.walker = (() => {
${FUNCTIONS.map(String).join('\n')}
return { pageOverflow, clippedText, brokenWords, englishText, deviceTimes };
})();`;

/** The checks as the page holds them (for `page.evaluate`). */
export interface InPage {
  pageOverflow: typeof pageOverflow;
  clippedText: typeof clippedText;
  brokenWords: typeof brokenWords;
  englishText: typeof englishText;
  deviceTimes: typeof deviceTimes;
}
