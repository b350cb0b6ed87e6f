import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress, webhookUrlProblem } from '@app/api-contract';
import {
  pinnedLookupFor,
  RemoteFetchError,
  rejectOnAbort,
  systemResolve,
} from '../ebooks/files/remote-fetch';

/*
 * One webhook request (decision 0048), under the rules every fetch of the site follows
 * (decision 0021): https only, no user name, the host's addresses resolved once and every one
 * judged public (loopback, private, link-local and the rest refused), then a connection to
 * exactly the address judged (a name that answers otherwise a moment later changes nothing).
 * Redirects are never followed (a 3xx is a failed attempt); the whole exchange has a time
 * limit and the answer is read up to a cap, of which only a short excerpt is kept.
 */

/** How much of an answer is read (then the connection is dropped): the status is what counts. */
const MAX_ANSWER_BYTES = 64 * 1024;
/** How much of a failing answer's body the log keeps. */
const EXCERPT_CHARS = 200;
const USER_AGENT = 'JaffnaPublicLibrary-Webhooks/1.0';

export interface WebhookRequest {
  url: string;
  body: string;
  /** Headers besides the content type, length and user agent (the signature, the ids). */
  headers: Record<string, string>;
}

export interface SendRules {
  timeoutMs: number;
  /** Tests only (WEBHOOK_TEST_RECEIVERS): inside addresses allowed, over plain http too. */
  testReceivers: readonly string[];
  /** Host name → addresses; the system's resolver unless a test maps names itself. */
  resolve?: (hostname: string) => Promise<string[]>;
}

/** How a request went: a status (null when no answer came), or why it failed. */
export interface WebhookAnswer {
  statusCode: number | null;
  /** Null for a 2xx answer; `http-status`, `redirect`, `timeout`, `network`, `*-refused`… */
  errorKind: string | null;
  excerpt: string | null;
  durationMs: number;
}

function post(
  url: URL,
  request: WebhookRequest,
  lookup: LookupFunction,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, {
      method: 'POST',
      // A fresh connection each time: a pooled socket could lead to an address never judged.
      agent: false,
      lookup,
      signal,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(request.body),
        'user-agent': USER_AGENT,
        ...request.headers,
      },
    });
    outgoing.once('response', resolve);
    outgoing.once('error', reject);
    outgoing.end(request.body);
  });
}

/** The first bytes of an answer (up to the cap, then the connection is dropped). */
async function firstBytes(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= MAX_ANSWER_BYTES) {
      response.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A short excerpt of an answer's text, with no control characters, for the log. */
export function answerExcerpt(text: string): string | null {
  const flat = text
    .slice(0, EXCERPT_CHARS * 2)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .trim();
  return flat ? [...flat].slice(0, EXCERPT_CHARS).join('') : null;
}

const kindOfStatus = (status: number) =>
  status >= 200 && status < 300 ? null : status >= 300 && status < 400 ? 'redirect' : 'http-status';

/** What a failure becomes in the log: ours as it is, a timeout, else a network failure. */
function kindOfFailure(error: unknown, signal: AbortSignal): string {
  if (error instanceof RemoteFetchError) return error.reason;
  return signal.aborted ? 'timeout' : 'network';
}

async function exchange(request: WebhookRequest, rules: SendRules, signal: AbortSignal) {
  const url = new URL(request.url);
  const aborted = rejectOnAbort(signal);
  aborted.catch(() => undefined);
  const lookup = await pinnedLookupFor(
    url,
    {
      resolve: rules.resolve ?? systemResolve,
      isAllowedAddress: (address) =>
        isPublicAddress(address) || rules.testReceivers.includes(address),
    },
    aborted,
  );
  const response = await Promise.race([post(url, request, lookup, signal), aborted]);
  const statusCode = response.statusCode ?? 0;
  const errorKind = kindOfStatus(statusCode);
  const text = await Promise.race([firstBytes(response), aborted]);
  return { statusCode, errorKind, excerpt: errorKind ? answerExcerpt(text) : null };
}

/**
 * POSTs a delivery under the rules above; never throws: a refusal, a timeout or a network
 * failure is an answer with no status and its kind.
 */
export async function sendWebhook(
  request: WebhookRequest,
  rules: SendRules,
): Promise<WebhookAnswer> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  if (webhookUrlProblem(request.url, rules.testReceivers)) {
    return { statusCode: null, errorKind: 'url-refused', excerpt: null, durationMs: 0 };
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), rules.timeoutMs);
  try {
    return { ...(await exchange(request, rules, controller.signal)), durationMs: took() };
  } catch (error) {
    const errorKind = kindOfFailure(error, controller.signal);
    return { statusCode: null, errorKind, excerpt: null, durationMs: took() };
  } finally {
    clearTimeout(timer);
  }
}
