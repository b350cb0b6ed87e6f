/**
 * Making an EPUB's chapters fit the site's Content-Security-Policy (style-src 'self', no inline
 * styles, font-src 'self'). Chrome checks a document's policy even while parsing markup that is
 * never shown (epub.js parses every chapter with DOMParser), so inline styles are taken out of
 * the markup as text, before anything parses it, and kept as CSS the reader applies itself
 * through constructed stylesheets, which the policy does not govern.
 */

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const START_TAG = /<([A-Za-z][\w:.-]*)(\s[^<>]*?)?(\/?)>/g;
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*("([^"]*)"|'([^']*)')/i;

const ENTITIES: Record<string, string> = { quot: '"', apos: "'", amp: '&', lt: '<', gt: '>' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|quot|apos|amp|lt|gt);/gi, (_, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : Number(entity.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[entity.toLowerCase()] ?? '';
  });
}

/** The attribute selector that replaces a style="" attribute. */
export const STYLE_MARKER = 'data-jpl-style';

/**
 * Takes `<style>` elements and `style=""` attributes out of a chapter's markup. Each styled
 * element gets a numbered marker attribute, and the returned CSS styles it through that marker,
 * so the chapter looks as its author meant.
 */
export function liftInlineStyles(markup: string): { markup: string; css: string } {
  const css: string[] = [];
  let count = 0;
  const withoutElements = markup.replace(STYLE_ELEMENT, (_, text: string) => {
    css.push(text.replace(/^\s*<!\[CDATA\[|\]\]>\s*$/g, ''));
    return '';
  });
  const cleaned = withoutElements.replace(
    START_TAG,
    (tag, name: string, attributes: string | undefined, close: string) => {
      if (!attributes || !STYLE_ATTRIBUTE.test(attributes)) return tag;
      const match = STYLE_ATTRIBUTE.exec(attributes)!;
      const declarations = decodeEntities(match[2] ?? match[3] ?? '');
      const id = String(count++);
      css.push(`[${STYLE_MARKER}="${id}"]{${declarations}}`);
      return `<${name}${attributes.replace(STYLE_ATTRIBUTE, ` ${STYLE_MARKER}="${id}"`)}${close}>`;
    },
  );
  return { markup: cleaned, css: css.join('\n') };
}

/** A book's CSS made safe to apply: no imports, no embedded fonts, only blob:/data: images. */
export function cleanBookCss(css: string): string {
  return css
    .replace(/@import[^;]*;/gi, '')
    .replace(/@font-face\s*\{[^}]*\}/gi, '')
    .replace(/url\(\s*(['"]?)(?!blob:|data:)[^)]*?\1\s*\)/gi, 'none');
}

/** Chapter files of an EPUB, by name. */
export const isChapterFile = (name: string) => /\.(x?html?|xht)$/i.test(name);
