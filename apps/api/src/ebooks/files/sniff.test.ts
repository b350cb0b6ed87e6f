import { mkdtempSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dispositionHeader } from './filename';
import { formatFileSize } from './formats';
import { pdfPageCount, sniffEbookFile } from './sniff';
import { makeEpub, makePdf, makeTxt, makeZipBombEpub, zip } from '@app/testing/ebook-files';

const dir = mkdtempSync(path.join(tmpdir(), 'jpl-sniff-'));
let counter = 0;
async function file(bytes: Buffer | string): Promise<string> {
  const target = path.join(dir, `f${++counter}`);
  await writeFile(target, bytes);
  return target;
}
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('EPUBs that unpack to too much (zip bombs)', () => {
  it('refuses one whose entries declare far more than the file (ratio), or too much in all', async () => {
    // 64 MiB of zeros in about 64 KiB: past 10 MiB and past 100 times the file's size.
    expect(await sniffEbookFile(await file(await makeZipBombEpub(64 * 1024 * 1024)))).toBe(
      'expands-too-much',
    );
  });

  it('refuses one whose headers claim a small size but that inflates past it', async () => {
    const liar = await makeZipBombEpub(8 * 1024 * 1024, 4096);
    expect(await sniffEbookFile(await file(liar))).toBe('expands-too-much');
  });

  it('accepts a real book whose text compresses well', async () => {
    const chapter = 'அகர முதல எழுத்தெல்லாம் ஆதி பகவன் முதற்றே உலகு. '.repeat(20_000);
    const book = zip([
      { name: 'mimetype', data: 'application/epub+zip' },
      {
        name: 'OEBPS/c1.xhtml',
        data: `<html><body><p>${chapter}</p></body></html>`,
        deflate: true,
      },
    ]);
    expect(await sniffEbookFile(await file(book))).toBe('EPUB');
  });
});

describe('judging a file by its content', () => {
  it.each([
    ['an EPUB', makeEpub(), 'EPUB'],
    [
      'an EPUB whose mimetype entry is deflated and not first',
      zip([
        { name: 'META-INF/container.xml', data: '<container/>', deflate: true },
        { name: 'mimetype', data: 'application/epub+zip', deflate: true },
      ]),
      'EPUB',
    ],
    ['a PDF', makePdf(1), 'PDF'],
    [
      'a PDF with bytes before its header',
      Buffer.concat([Buffer.from('\r\n  '), makePdf(1)]),
      'PDF',
    ],
    ['Tamil text in UTF-8', makeTxt(), 'TXT'],
    ['Sinhala text with a byte-order mark', Buffer.from('\uFEFFයාපනය මහජන පුස්තකාලය\n'), 'TXT'],
  ] as const)('recognises %s', async (_label, bytes, expected) => {
    expect(await sniffEbookFile(await file(bytes))).toBe(expected);
  });

  it.each([
    ['a zip without a mimetype entry', zip([{ name: 'a.txt', data: 'hello' }])],
    [
      'a zip that says it is something else',
      zip([{ name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' }]),
    ],
    ['a truncated zip', makeEpub().subarray(0, 200)],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['text that is not UTF-8', Buffer.from([0x48, 0x69, 0xff, 0xfe, 0x20, 0x41])],
    ['text with NUL bytes', Buffer.from('abc\u0000def')],
    ['an HTML page', Buffer.from('  <!DOCTYPE html><html><body>Robot check</body></html>')],
    ['an empty file', Buffer.alloc(0)],
    ['a three-byte binary file', Buffer.from([0x50, 0x4b, 0x03])],
    ['text with other binary control bytes', Buffer.from('abc\u0001\u0002def')],
  ])('refuses %s', async (_label, bytes) => {
    expect(await sniffEbookFile(await file(bytes))).toBeNull();
  });

  it('counts the pages of a PDF whose page objects are readable', async () => {
    expect(await pdfPageCount(await file(makePdf(3)))).toBe(3);
    expect(await pdfPageCount(await file('%PDF-1.7\n1 0 obj <</Type/ObjStm>> endobj'))).toBeNull();
  });
});

describe('download names', () => {
  it('are sent as RFC 6266 filename* with an ASCII fallback', () => {
    const header = dispositionHeader('திருக்குறள்.pdf', 'attachment');
    expect(header).toMatch(/^attachment; filename="[^"]*\.pdf"; filename\*=UTF-8''/);
    const encoded = header.split("filename*=UTF-8''")[1]!;
    expect(decodeURIComponent(encoded)).toBe('திருக்குறள்.pdf');
    // A name that is a plain token needs no quotes (RFC 6266 allows either form).
    expect(dispositionHeader('Emma.epub', 'inline')).toBe('inline; filename=Emma.epub');
  });
});

describe('file sizes', () => {
  it('read like the e-book records', () => {
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatFileSize(600 * 1024)).toBe('600 KB');
    expect(formatFileSize(10)).toBe('1 KB');
  });
});
