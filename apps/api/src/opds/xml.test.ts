import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { XmlWriter, xmlAttribute, xmlText } from './xml';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
  // Numeric character references (&#9;) too.
  htmlEntities: true,
});

/** What XML 1.0 can carry of `value` (what the writer keeps). */
function carried(value: string): string {
  return [...value]
    .filter((c) => {
      const code = c.codePointAt(0)!;
      return (
        code === 0x9 ||
        code === 0xa ||
        code === 0xd ||
        (code >= 0x20 && code <= 0xd7ff) ||
        (code >= 0xe000 && code <= 0xfffd) ||
        code >= 0x10000
      );
    })
    .join('');
}

describe('the OPDS XML writer', () => {
  it('escapes markup in text and attributes', () => {
    expect(xmlText('Tom & Jerry <b>bold</b>')).toBe('Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt;');
    expect(xmlAttribute('say "hi"\tthen\nbye & <go>')).toBe(
      'say &quot;hi&quot;&#9;then&#10;bye &amp; &lt;go&gt;',
    );
  });

  it('drops what XML cannot carry: control codes, lone surrogates, U+FFFE', () => {
    expect(xmlText('a\u0000b\u0008c\u001fd\ud800e\udfffé\ufffe😀')).toBe('abcdeé😀');
    expect(xmlText('கடல் කවිය')).toBe('கடல் කවිය');
  });

  it('nests, indents and closes what is left open', () => {
    const xml = new XmlWriter()
      .open('feed', { xmlns: 'http://www.w3.org/2005/Atom', skipped: undefined })
      .leaf('title', 'Poems')
      .open('entry')
      .leaf('link', undefined, { rel: 'self', href: '/a?b=1&c=2' })
      .end();
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<feed xmlns="http://www.w3.org/2005/Atom">',
        '  <title>Poems</title>',
        '  <entry>',
        '    <link rel="self" href="/a?b=1&amp;c=2"/>',
        '  </entry>',
        '</feed>',
      ].join('\n'),
    );
    expect(() => new XmlWriter().close()).toThrow();
  });

  it('keeps any text and attribute a parser reads back as given (generated strings)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (text, value) => {
        const xml = new XmlWriter().open('root').leaf('t', text, { a: value }).end();
        expect(XMLValidator.validate(xml)).toBe(true);
        const read = parser.parse(xml) as {
          root: { t: string | { '#text'?: string; '@_a': string } };
        };
        const t = read.root.t;
        const readText = typeof t === 'string' ? t : (t['#text'] ?? '');
        const readValue = typeof t === 'string' ? '' : t['@_a'];
        // Line ends are the parser's to normalise (XML 1.0 §2.11).
        expect(readText.replace(/\r\n?/g, '\n')).toBe(carried(text).replace(/\r\n?/g, '\n'));
        expect(readValue).toBe(carried(value));
      }),
      { numRuns: 300 },
    );
  });
});
