import { createHash } from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns/promises';
import { createWriteStream } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isAllowedEbookUrl, isPublicAddress } from '@app/api-contract';

export type RemoteFetchFailure =
  | 'url-refused'
  | 'address-refused'
  | 'too-many-redirects'
  | 'too-large'
  | 'timeout'
  | 'http-status'
  | 'not-an-ebook'
  | 'network';

/** Why a remote file was not fetched; `url` is the hop that failed. */
export class RemoteFetchError extends Error {
  constructor(
    readonly reason: RemoteFetchFailure,
    readonly url: string,
    detail?: string,
    options?: { cause?: unknown },
  ) {
    super(`${reason}: ${url}${detail ? ` (${detail})` : ''}`, options);
    this.name = 'RemoteFetchError';
  }
}

export interface RemoteFetchOptions {
  /** Bodies larger than this are refused (announced or counted while streaming). */
  maxBytes: number;
  /** The whole fetch (every hop, the whole body) must finish within this. */
  timeoutMs: number;
  maxRedirects?: number;
  /** Host name → its addresses. The system resolver by default; tests map names to fakes. */
  resolve?: (hostname: string) => Promise<string[]>;
  /** Which resolved addresses may be connected to; only public unicast ones by default. */
  isAllowedAddress?: (address: string) => boolean;
  /** Which URLs (the first and every redirect) may be fetched; the e-book allow-list by default. */
  isAllowedUrl?: (url: URL) => boolean;
  /**
   * Tests only: send every request to `<baseUrl>/<host><path>` instead (no DNS, no address
   * rules: the operator chose this server). The allow-list still judges the real URLs.
   */
  baseUrl?: string;
  /**
   * A server the operator configured (the cover service): URLs on this origin are fetched
   * without the allow-list and address rules, as the catalogues are. Every hop elsewhere, a
   * redirect above all, is judged by them.
   */
  trustedOrigin?: string;
  /** What the request accepts; e-book formats by default. */
  accept?: string;
}

export interface FetchedFile {
  /** The URL that finally answered (after redirects). */
  finalUrl: string;
  /** What the host said it sent (informational; the content is sniffed separately). */
  contentType: string | null;
  size: number;
  sha256: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'JaffnaPublicLibrary/1.0 (+e-book mirror for readers)';

export async function systemResolve(hostname: string): Promise<string[]> {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
}

/** A lookup that always answers the one address already checked (no second DNS query). */
function pinnedLookup(address: string): LookupFunction {
  const family = address.includes(':') ? 6 : 4;
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/** How a guarded request finds and judges the addresses it may connect to. */
export interface AddressRules {
  /** Host name → its addresses (the system resolver, or a test's map). */
  resolve: (hostname: string) => Promise<string[]>;
  isAllowedAddress: (address: string) => boolean;
}

/**
 * Resolves `url`'s host once and answers a lookup pinned to its first address, when every
 * address it has is allowed: the connection goes to exactly the address judged, so a name that
 * answers differently a moment later (DNS rebinding) changes nothing, and a name that also
 * points inside is refused outright. Throws `RemoteFetchError` (`address-refused`, `network`),
 * or what `aborted` rejects with.
 */
export async function pinnedLookupFor(
  url: URL,
  rules: AddressRules,
  aborted: Promise<never>,
): Promise<LookupFunction> {
  const here = url.href;
  let addresses: string[];
  try {
    addresses = await Promise.race([rules.resolve(url.hostname.replace(/^\[|\]$/g, '')), aborted]);
  } catch (error) {
    if (error instanceof RemoteFetchError) throw error;
    throw new RemoteFetchError('network', here, 'name not resolved', { cause: error });
  }
  if (addresses.length === 0) throw new RemoteFetchError('network', here, 'no address');
  const refused = addresses.find((address) => !rules.isAllowedAddress(address));
  if (refused) throw new RemoteFetchError('address-refused', here, refused);
  return pinnedLookup(addresses[0]!);
}

export function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const fail = () => reject(signal.reason);
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

function get(
  url: URL,
  lookup: LookupFunction | undefined,
  hostHeader: string,
  signal: AbortSignal,
  accept: string,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      // A fresh connection per request: a pooled socket could lead to an address never checked.
      agent: false,
      signal,
      ...(lookup ? { lookup } : {}),
      headers: {
        host: hostHeader,
        'user-agent': USER_AGENT,
        accept,
        'accept-encoding': 'identity',
      },
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

const EBOOK_TYPES = 'application/epub+zip, application/pdf, text/plain;q=0.9, */*;q=0.5';

/** The answer a guarded fetch got, once every redirect was followed and judged. */
interface Answered {
  response: IncomingMessage;
  /** The URL that answered. */
  here: string;
  signal: AbortSignal;
}

/**
 * Follows `url` under the rules: only allowed URLs (the e-book allow-list by default), only
 * public addresses (resolved here, then connected to exactly; checked again after every
 * redirect), at most `maxRedirects` redirects, all within `timeoutMs`; then hands the 200
 * answer to `read`, still within the time. Throws `RemoteFetchError`.
 */
async function fetchGuarded<T>(
  url: string,
  options: RemoteFetchOptions,
  read: (answered: Answered) => Promise<T>,
): Promise<T> {
  const maxRedirects = options.maxRedirects ?? 5;
  const resolve = options.resolve ?? systemResolve;
  const isAllowedAddress = options.isAllowedAddress ?? isPublicAddress;
  const isAllowedUrl = options.isAllowedUrl ?? isAllowedEbookUrl;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new RemoteFetchError('timeout', url, `${options.timeoutMs} ms`)),
    options.timeoutMs,
  );
  const { signal } = controller;
  const aborted = rejectOnAbort(signal);
  aborted.catch(() => undefined);
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    clearTimeout(timer);
    throw new RemoteFetchError('url-refused', url, 'not a URL');
  }

  try {
    for (let hop = 0; ; hop++) {
      const here = current.href;
      const trusted = current.origin === options.trustedOrigin;
      if (!trusted && !isAllowedUrl(current)) throw new RemoteFetchError('url-refused', here);

      let target = current;
      let lookup: LookupFunction | undefined;
      if (options.baseUrl) {
        const base = options.baseUrl.replace(/\/+$/, '');
        target = new URL(`${base}/${current.host}${current.pathname}${current.search}`);
      } else if (!trusted) {
        lookup = await pinnedLookupFor(current, { resolve, isAllowedAddress }, aborted);
      }

      let response: IncomingMessage;
      try {
        response = await Promise.race([
          get(target, lookup, current.host, signal, options.accept ?? EBOOK_TYPES),
          aborted,
        ]);
      } catch (error) {
        throw failure(error, here, signal);
      }
      const status = response.statusCode ?? 0;

      if (REDIRECTS.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location)
          throw new RemoteFetchError('http-status', here, `${status} without Location`);
        if (hop >= maxRedirects) throw new RemoteFetchError('too-many-redirects', here);
        try {
          current = new URL(location, current);
        } catch {
          throw new RemoteFetchError('url-refused', location, 'bad Location');
        }
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new RemoteFetchError('http-status', here, String(status));
      }
      const announced = Number(response.headers['content-length']);
      if (Number.isFinite(announced) && announced > options.maxBytes) {
        response.destroy();
        throw new RemoteFetchError('too-large', here, `${announced} bytes announced`);
      }
      return await read({ response, here, signal });
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Counts (and refuses past `maxBytes`) and hashes what passes through. */
function meter(here: string, maxBytes: number) {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        callback(new RemoteFetchError('too-large', here, `over ${maxBytes} bytes`));
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return { stream, size: () => size, sha256: () => hash.digest('hex') };
}

/** What a failed request or read becomes: ours as it is, the timeout's, or a network failure. */
function failure(error: unknown, here: string, signal: AbortSignal): unknown {
  if (error instanceof RemoteFetchError) return error;
  if (signal.aborted) return signal.reason;
  return new RemoteFetchError('network', here, (error as Error).message, { cause: error });
}

const contentTypeOf = (response: IncomingMessage) => {
  const type = response.headers['content-type'];
  return typeof type === 'string' ? type : null;
};

/**
 * Fetches `url` into the file `destination` under the e-book rules (see `fetchGuarded`), at
 * most `maxBytes`. Throws `RemoteFetchError`; the caller removes a partly written destination.
 */
export function fetchRemoteFile(
  url: string,
  destination: string,
  options: RemoteFetchOptions,
): Promise<FetchedFile> {
  return fetchGuarded(url, options, async ({ response, here, signal }) => {
    const counted = meter(here, options.maxBytes);
    try {
      await pipeline(response, counted.stream, createWriteStream(destination), { signal });
    } catch (error) {
      throw failure(error, here, signal);
    }
    return {
      finalUrl: here,
      contentType: contentTypeOf(response),
      size: counted.size(),
      sha256: counted.sha256(),
    };
  });
}

/** Fetches `url` into memory under the same rules (small files: covers). */
export function fetchRemoteBytes(
  url: string,
  options: RemoteFetchOptions,
): Promise<{ bytes: Buffer; contentType: string | null; finalUrl: string }> {
  return fetchGuarded(url, options, async ({ response, here, signal }) => {
    const counted = meter(here, options.maxBytes);
    const chunks: Buffer[] = [];
    try {
      await pipeline(
        response,
        counted.stream,
        async (source: AsyncIterable<Buffer>) => {
          for await (const chunk of source) chunks.push(chunk);
        },
        { signal },
      );
    } catch (error) {
      throw failure(error, here, signal);
    }
    return { bytes: Buffer.concat(chunks), contentType: contentTypeOf(response), finalUrl: here };
  });
}
