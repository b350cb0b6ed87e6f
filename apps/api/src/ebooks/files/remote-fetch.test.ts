import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isAllowedEbookUrl, isPublicAddress } from '@app/api-contract';
import { fetchRemoteFile, RemoteFetchError, type RemoteFetchOptions } from './remote-fetch';
import { makeEpub, startFakeHost, type FakeHost } from '@app/testing/ebook-files';

let fake: FakeHost;
let dir: string;
let destination: string;
const epub = makeEpub();
const resolved: string[] = [];

/** The fake host's address is the only non-public one let through; the real rules judge the rest. */
const onlyTheFake = (address: string) => address === '127.0.0.1' || isPublicAddress(address);

/** A resolver that maps names to addresses, like a DNS server we control. */
function resolver(map: Record<string, string[]>) {
  return async (hostname: string) => {
    resolved.push(hostname);
    const answer = map[hostname];
    if (!answer) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answer;
  };
}

/**
 * The real allow-list, but the fake host speaks plain http on a port of its own: a URL on its
 * port is judged as the https URL of the same host would be (the real rule refuses both).
 */
const onTheFake = (url: URL) => {
  if (url.protocol !== 'http:' || url.port !== String(fake.port)) return isAllowedEbookUrl(url);
  const real = new URL(url.href);
  real.protocol = 'https:';
  real.port = '';
  return isAllowedEbookUrl(real);
};

function options(overrides: Partial<RemoteFetchOptions> = {}): RemoteFetchOptions {
  return {
    maxBytes: 1024 * 1024,
    timeoutMs: 2000,
    resolve: resolver({ 'www.gutenberg.org': ['127.0.0.1'] }),
    isAllowedAddress: onlyTheFake,
    isAllowedUrl: onTheFake,
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<RemoteFetchError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RemoteFetchError);
    return error as RemoteFetchError;
  }
  throw new Error('the fetch succeeded');
}

beforeAll(async () => {
  fake = await startFakeHost({
    '/ebooks/84.epub': { headers: { 'content-type': 'application/epub+zip' }, body: epub },
  });
  dir = mkdtempSync(path.join(tmpdir(), 'jpl-remote-fetch-'));
  destination = path.join(dir, 'out');
});
beforeEach(async () => {
  fake.requests.length = 0;
  resolved.length = 0;
  await rm(destination, { force: true });
});
afterAll(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

describe('fetching an allow-listed URL', () => {
  it('connects to the address it checked and sends the real host name', async () => {
    const url = `http://www.gutenberg.org:${fake.port}/ebooks/84.epub`;
    const fetched = await fetchRemoteFile(url, destination, options());
    expect(await readFile(destination)).toEqual(epub);
    expect(fetched).toMatchObject({
      finalUrl: url,
      contentType: 'application/epub+zip',
      size: epub.length,
      sha256: createHash('sha256').update(epub).digest('hex'),
    });
    expect(fake.requests).toEqual([
      { method: 'GET', path: '/ebooks/84.epub', host: `www.gutenberg.org:${fake.port}` },
    ]);
    expect(resolved).toEqual(['www.gutenberg.org']);
  });

  it('follows up to five redirects, checking each hop', async () => {
    fake.routes.set('/r1', { status: 302, headers: { location: '/r2' } });
    fake.routes.set('/r2', {
      status: 301,
      headers: { location: `http://ia800.us.archive.org:${fake.port}/r3` },
    });
    fake.routes.set('/r3', { status: 307, headers: { location: '/r4' } });
    fake.routes.set('/r4', { status: 308, headers: { location: '/r5' } });
    fake.routes.set('/r5', { status: 303, headers: { location: '/ebooks/84.epub' } });
    const fetched = await fetchRemoteFile(
      `http://www.gutenberg.org:${fake.port}/r1`,
      destination,
      options({
        resolve: resolver({
          'www.gutenberg.org': ['127.0.0.1'],
          'ia800.us.archive.org': ['127.0.0.1'],
        }),
      }),
    );
    expect(fetched.finalUrl).toBe(`http://ia800.us.archive.org:${fake.port}/ebooks/84.epub`);
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/r1',
      '/r2',
      '/r3',
      '/r4',
      '/r5',
      '/ebooks/84.epub',
    ]);
    // The name was resolved again at the hop that changed host.
    expect(resolved).toContain('ia800.us.archive.org');
  });

  it('gives up after five redirects', async () => {
    fake.routes.set('/loop', { status: 302, headers: { location: '/loop' } });
    const error = await failure(
      fetchRemoteFile(`http://www.gutenberg.org:${fake.port}/loop`, destination, options()),
    );
    expect(error.reason).toBe('too-many-redirects');
    expect(fake.requests).toHaveLength(6);
  });
});

describe('the real address rules', () => {
  const refused = [
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.5',
    '172.16.4.4',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
  ];
  it.each(refused)('refuse to connect to %s', async (address) => {
    const error = await failure(
      fetchRemoteFile(
        `http://www.gutenberg.org:${fake.port}/ebooks/84.epub`,
        destination,
        // No address policy given: the defaults the site runs with.
        {
          maxBytes: 1024,
          timeoutMs: 2000,
          resolve: resolver({ 'www.gutenberg.org': [address] }),
          isAllowedUrl: onTheFake,
        },
      ),
    );
    expect(error.reason).toBe('address-refused');
    expect(fake.requests).toEqual([]);
  });

  it('accept public unicast addresses', () => {
    for (const address of ['8.8.8.8', '152.19.134.47', '2606:4700::6810:84e5', '::ffff:8.8.4.4']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    expect(isPublicAddress('not an address')).toBe(false);
  });

  it('refuse a name when any of its addresses is private', async () => {
    const error = await failure(
      fetchRemoteFile(`http://www.gutenberg.org:${fake.port}/ebooks/84.epub`, destination, {
        maxBytes: 1024,
        timeoutMs: 2000,
        resolve: resolver({ 'www.gutenberg.org': ['152.19.134.47', '10.0.0.1'] }),
        isAllowedUrl: onTheFake,
      }),
    );
    expect(error.reason).toBe('address-refused');
  });
});

describe('refusals', () => {
  it.each([
    'http://example.com/book.epub',
    'http://127.0.0.1/book.epub',
    'http://[::1]/book.epub',
    'http://169.254.169.254/latest/meta-data/',
    'ftp://www.gutenberg.org/book.epub',
    'file:///etc/passwd',
    'http://user:secret@www.gutenberg.org/book.epub',
    'http://gutenberg.org.evil.example/book.epub',
    'http://evilgutenberg.org/book.epub',
    'not a url',
  ])('refuse %s before any look-up', async (url) => {
    const error = await failure(fetchRemoteFile(url, destination, options()));
    expect(error.reason).toBe('url-refused');
    expect(resolved).toEqual([]);
  });

  it('refuse a redirect to a host that is not allow-listed, without looking it up', async () => {
    fake.routes.set('/away', { status: 302, headers: { location: 'http://evil.example/steal' } });
    const error = await failure(
      fetchRemoteFile(`http://www.gutenberg.org:${fake.port}/away`, destination, options()),
    );
    expect(error.reason).toBe('url-refused');
    expect(error.url).toBe('http://evil.example/steal');
    expect(resolved).toEqual(['www.gutenberg.org']);
  });

  it('refuse a redirect to an allow-listed name that resolves to a private address', async () => {
    fake.routes.set('/inside', {
      status: 302,
      headers: { location: `http://ia800.us.archive.org:${fake.port}/ebooks/84.epub` },
    });
    const error = await failure(
      fetchRemoteFile(
        `http://www.gutenberg.org:${fake.port}/inside`,
        destination,
        options({
          resolve: resolver({
            'www.gutenberg.org': ['127.0.0.1'],
            'ia800.us.archive.org': ['10.0.0.7'],
          }),
        }),
      ),
    );
    expect(error.reason).toBe('address-refused');
    expect(fake.requests.map((r) => r.path)).toEqual(['/inside']);
  });

  it('refuse a redirect to a literal loopback address', async () => {
    fake.routes.set('/literal', {
      status: 301,
      headers: { location: `http://127.0.0.1:${fake.port}/ebooks/84.epub` },
    });
    const error = await failure(
      fetchRemoteFile(`http://www.gutenberg.org:${fake.port}/literal`, destination, options()),
    );
    expect(error.reason).toBe('url-refused');
    expect(fake.requests).toHaveLength(1);
  });

  it('refuse a body announced larger than the cap without reading it', async () => {
    fake.routes.set('/big', { body: Buffer.alloc(4096, 1) });
    const error = await failure(
      fetchRemoteFile(
        `http://www.gutenberg.org:${fake.port}/big`,
        destination,
        options({ maxBytes: 1000 }),
      ),
    );
    expect(error.reason).toBe('too-large');
  });

  it('stop reading a body that grows past the cap without announcing its size', async () => {
    fake.routes.set('/stream', { body: Buffer.alloc(4096, 1), dribbleMs: 1 });
    const error = await failure(
      fetchRemoteFile(
        `http://www.gutenberg.org:${fake.port}/stream`,
        destination,
        options({ maxBytes: 1000 }),
      ),
    );
    expect(error.reason).toBe('too-large');
  });

  it('give up on a host that never answers', async () => {
    fake.routes.set('/hang', { hang: true });
    const started = Date.now();
    const error = await failure(
      fetchRemoteFile(
        `http://www.gutenberg.org:${fake.port}/hang`,
        destination,
        options({ timeoutMs: 300 }),
      ),
    );
    expect(error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('give up on a host that sends its body too slowly', async () => {
    fake.routes.set('/slow', { body: Buffer.alloc(2048, 65), dribbleMs: 50 });
    const started = Date.now();
    const error = await failure(
      fetchRemoteFile(
        `http://www.gutenberg.org:${fake.port}/slow`,
        destination,
        options({ timeoutMs: 300 }),
      ),
    );
    expect(error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('report an error status', async () => {
    const error = await failure(
      fetchRemoteFile(`http://www.gutenberg.org:${fake.port}/missing`, destination, options()),
    );
    expect(error.reason).toBe('http-status');
  });

  it('report a name that does not resolve', async () => {
    const error = await failure(
      fetchRemoteFile(`http://www.archive.org:${fake.port}/x`, destination, options()),
    );
    expect(error.reason).toBe('network');
  });
});

describe('the test base URL', () => {
  it('sends the request to <base>/<host><path> and still applies the allow-list', async () => {
    fake.routes.set(`/www.gutenberg.org/ebooks/84.epub`, { body: epub });
    await fetchRemoteFile('https://www.gutenberg.org/ebooks/84.epub', destination, {
      maxBytes: 1024 * 1024,
      timeoutMs: 2000,
      baseUrl: fake.url,
    });
    expect(await readFile(destination)).toEqual(epub);
    const error = await failure(
      fetchRemoteFile('https://example.com/x', destination, {
        maxBytes: 1024,
        timeoutMs: 2000,
        baseUrl: fake.url,
      }),
    );
    expect(error.reason).toBe('url-refused');
  });
});
