/**
 * A small writer for the OPDS feeds' XML: elements, attributes and text, escaped, one element
 * a line. The feeds have a fixed shape, and building them as a document tree first
 * (xmlbuilder2, which the sitemap still uses) cost about 90 % of a feed page's time at 100,000
 * e-books (bench/api: OPDS was the one list above its 15 ms target); written straight to
 * text a page of 25 entries takes a tenth of it.
 */

/**
 * What XML 1.0 cannot carry (control codes, lone surrogates, U+FFFE/U+FFFF): dropped, as an
 * imported description may hold a stray one.
 */
const NOT_XML = '[^\\t\\n\\r\\u0020-\\uD7FF\\uE000-\\uFFFD\\u{10000}-\\u{10FFFF}]';
const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ATTRIBUTE_ESCAPES: Record<string, string> = {
  ...TEXT_ESCAPES,
  '"': '&quot;',
  // A parser turns a raw tab or line break in an attribute into a space (XML 1.0 §3.3.3).
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};
const IN_TEXT = new RegExp(`[&<>]|${NOT_XML}`, 'gu');
const IN_ATTRIBUTE = new RegExp(`[&<>"\\t\\n\\r]|${NOT_XML}`, 'gu');

/** `value` as element text. */
export function xmlText(value: string): string {
  return value.replace(IN_TEXT, (c) => TEXT_ESCAPES[c] ?? '');
}

/** `value` as a double-quoted attribute's value. */
export function xmlAttribute(value: string): string {
  return value.replace(IN_ATTRIBUTE, (c) => ATTRIBUTE_ESCAPES[c] ?? '');
}

/** Attributes by name; an undefined one is left out. */
export type XmlAttributes = Record<string, string | undefined>;

function startTag(name: string, attributes: XmlAttributes | undefined): string {
  let tag = `<${name}`;
  if (attributes) {
    for (const [key, value] of Object.entries(attributes)) {
      if (value !== undefined) tag += ` ${key}="${xmlAttribute(value)}"`;
    }
  }
  return tag;
}

/** A document written element by element, indented two spaces a level. */
export class XmlWriter {
  readonly #lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  readonly #open: string[] = [];

  #indent(): string {
    return '  '.repeat(this.#open.length);
  }

  /** Opens `name`; what is written next goes inside it until `close()`. */
  open(name: string, attributes?: XmlAttributes): this {
    this.#lines.push(`${this.#indent()}${startTag(name, attributes)}>`);
    this.#open.push(name);
    return this;
  }

  /** Closes the element opened last. */
  close(): this {
    const name = this.#open.pop();
    if (name === undefined) throw new Error('XmlWriter: nothing to close');
    this.#lines.push(`${this.#indent()}</${name}>`);
    return this;
  }

  /** An element holding only `text`, or empty when there is none. */
  leaf(name: string, text?: string, attributes?: XmlAttributes): this {
    const start = `${this.#indent()}${startTag(name, attributes)}`;
    this.#lines.push(text === undefined ? `${start}/>` : `${start}>${xmlText(text)}</${name}>`);
    return this;
  }

  /** A fragment already written as XML (a MARC record), put in as it stands. */
  raw(xml: string): this {
    this.#lines.push(xml);
    return this;
  }

  /** The document, every element closed. */
  end(): string {
    while (this.#open.length) this.close();
    return this.#lines.join('\n');
  }
}
