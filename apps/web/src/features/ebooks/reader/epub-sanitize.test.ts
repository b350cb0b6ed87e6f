import { describe, expect, it } from 'vitest';
import { cleanBookCss, isChapterFile, liftInlineStyles } from './epub-sanitize';

describe('EPUB chapters under a strict Content-Security-Policy', () => {
  it('replaces style attributes with markers and keeps their declarations as CSS', () => {
    const { markup, css } = liftInlineStyles(
      '<h1 class="t" style="color: #7a1f2b">Title</h1><p style=\'text-indent:0\'>x</p><p>y</p>',
    );
    expect(markup).toBe(
      '<h1 class="t" data-jpl-style="0">Title</h1><p data-jpl-style="1">x</p><p>y</p>',
    );
    expect(css).toBe('[data-jpl-style="0"]{color: #7a1f2b}\n[data-jpl-style="1"]{text-indent:0}');
  });

  it('lifts <style> elements out, CDATA wrapper and all', () => {
    const { markup, css } = liftInlineStyles(
      '<head><style type="text/css"><![CDATA[ p { margin: 0 } ]]></style></head><body/>',
    );
    expect(markup).toBe('<head></head><body/>');
    expect(css.trim()).toBe('p { margin: 0 }');
  });

  it('decodes entities in a style attribute and leaves other attributes alone', () => {
    const { markup, css } = liftInlineStyles(
      '<span title="a style=b" style="font-family: &quot;Latha&quot;">த</span><img src="a.png"/>',
    );
    expect(markup).toBe('<span title="a style=b" data-jpl-style="0">த</span><img src="a.png"/>');
    expect(css).toBe('[data-jpl-style="0"]{font-family: "Latha"}');
  });

  it('leaves markup without inline styles untouched', () => {
    const chapter = '<?xml version="1.0"?><html><body><p>சொல்</p></body></html>';
    expect(liftInlineStyles(chapter)).toEqual({ markup: chapter, css: '' });
  });

  it('drops imports, embedded fonts and file references from a book stylesheet', () => {
    const css = cleanBookCss(
      '@import url(more.css);\n@font-face { font-family: X; src: url(../f.otf) }\n' +
        'p { text-indent: 1em; background: url("../img/bg.png") }\n' +
        'h1 { background: url(blob:http://x/1) } h2 { background: url(data:image/png;base64,AA) }',
    );
    expect(css).not.toContain('@import');
    expect(css).not.toContain('@font-face');
    expect(css).toContain('background: none');
    expect(css).toContain('url(blob:http://x/1)');
    expect(css).toContain('url(data:image/png;base64,AA)');
  });

  it('knows chapter files by their extension', () => {
    expect(['a.xhtml', 'b.html', 'c.htm', 'd.XHTML'].every(isChapterFile)).toBe(true);
    expect(['e.css', 'f.opf', 'g.ncx', 'h.png'].some(isChapterFile)).toBe(false);
  });
});
