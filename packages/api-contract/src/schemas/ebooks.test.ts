import { describe, expect, it } from 'vitest';
import { deviceFromUserAgent } from '../ebooks/device';
import {
  createEbookInput,
  ebookDownloadFilename,
  isAcceptableEbookFileUrl,
  searchEbooksInput,
  updateEbookInput,
} from './ebooks';

describe('ebookDownloadFilename', () => {
  it('keeps Tamil and Sinhala titles in their script, joiners included', () => {
    expect(ebookDownloadFilename({ title: 'திருக்குறள்', fileFormat: 'PDF' })).toBe('திருக்குறள்.pdf');
    expect(ebookDownloadFilename({ title: 'ශ්\u200Dරී ලංකා ජන කතා', fileFormat: 'EPUB' })).toBe(
      'ශ්\u200Dරී ලංකා ජන කතා.epub',
    );
  });

  it('drops only what file systems refuse', () => {
    expect(
      ebookDownloadFilename({ title: 'Ceylon: An Account / Vol. 1?', fileFormat: 'EPUB' }),
    ).toBe('Ceylon An Account Vol. 1.epub');
    expect(ebookDownloadFilename({ title: '...', fileFormat: 'TXT' })).toBe('ebook.txt');
  });

  it('cuts a long title between whole letters, within 200 bytes', () => {
    const name = ebookDownloadFilename({ title: 'கொ'.repeat(100), fileFormat: 'PDF' });
    const base = name.slice(0, -'.pdf'.length);
    expect(new TextEncoder().encode(base).length).toBeLessThanOrEqual(200);
    // Every letter whole: a consonant never loses its vowel sign.
    expect(base).toBe('கொ'.repeat(base.length / 2));
  });
});

describe('deviceFromUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120.0 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X200) Chrome/120.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'tablet'],
    ['Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0', 'desktop'],
    ['Mozilla/5.0 (Linux; Kindle Paperwhite)', 'e-reader'],
    ['curl/8.5.0', 'bot'],
  ])('%s is %s', (userAgent, device) => {
    expect(deviceFromUserAgent(userAgent)).toBe(device);
  });

  it('knows nothing without a user agent', () => {
    expect(deviceFromUserAgent(null)).toBeNull();
  });
});

describe('e-book inputs', () => {
  it('accepts uploads here and files at the allow-listed libraries only', () => {
    expect(isAcceptableEbookFileUrl('/api/ebooks/files/ab12cd.epub')).toBe(true);
    expect(isAcceptableEbookFileUrl('https://www.gutenberg.org/ebooks/84.epub3.images')).toBe(true);
    expect(isAcceptableEbookFileUrl('https://example.com/book.pdf')).toBe(false);
    expect(isAcceptableEbookFileUrl('/api/ebooks/files/../../etc/passwd')).toBe(false);
  });

  it('fills the spec defaults of a new e-book', () => {
    const input = createEbookInput.parse({
      title: 'Gitanjali',
      author: 'Rabindranath Tagore',
      genre: 'poetry',
      fileUrl: 'https://www.gutenberg.org/ebooks/7164.epub3.images',
      tags: ['nobel', 'nobel'],
    });
    expect(input).toMatchObject({
      language: 'English',
      fileFormat: 'PDF',
      isPublicDomain: true,
      rating: 0,
      isFeatured: false,
      isActive: true,
      tags: ['nobel'],
    });
  });

  it('changes only the fields an update names', () => {
    expect(updateEbookInput.parse({ id: 3, isFeatured: true })).toEqual({
      id: 3,
      isFeatured: true,
    });
  });

  it('refuses a blank search', () => {
    expect(searchEbooksInput.safeParse({ q: '   ' }).success).toBe(false);
    expect(searchEbooksInput.parse({ q: ' kural ' })).toMatchObject({
      q: 'kural',
      limit: 24,
      offset: 0,
    });
  });
});
