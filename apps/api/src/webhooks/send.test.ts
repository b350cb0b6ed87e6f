import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerExcerpt, sendWebhook, type SendRules } from './send';

/**
 * One webhook request's limits (decision 0048) against a real local server (on 127.0.0.2,
 * allowed as tests allow it): a time limit, an answer read only up to a cap and only a short
 * excerpt kept. The address rules are ssrf.test.ts's.
 */
let server: Server;
let base: string;
let handle: (response: ServerResponse) => void = (response) => response.end('ok');
/** Bytes the huge answer managed to send before the client dropped the connection. */
let sent = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => handle(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  base = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const rules: SendRules = { timeoutMs: 500, testReceivers: ['127.0.0.2'] };
const post = (path = '/hook') =>
  sendWebhook({ url: `${base}${path}`, body: '{}', headers: {} }, rules);

describe('a webhook request', () => {
  it('gives up on a receiver that never answers', async () => {
    handle = () => undefined;
    expect(await post()).toMatchObject({ statusCode: null, errorKind: 'timeout', excerpt: null });
  });

  it('reads a huge failing answer only up to its cap, and keeps 200 characters of it', async () => {
    sent = 0;
    const closed = new Promise<void>((resolve) => {
      handle = (response) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.on('close', resolve);
        const chunk = `${'é'.repeat(500)}\u0007\n`.repeat(64);
        const pump = () => {
          while (sent < 50 * 1024 * 1024 && !response.destroyed) {
            sent += Buffer.byteLength(chunk);
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        pump();
      };
    });
    const answer = await post();
    await closed;
    expect(answer).toMatchObject({ statusCode: 500, errorKind: 'http-status' });
    expect([...answer.excerpt!]).toHaveLength(200);
    expect(answer.excerpt).toMatch(/^é+$/);
    // The connection was dropped long before the 50 MB were sent.
    expect(sent).toBeLessThan(50 * 1024 * 1024);
  });

  it('keeps no excerpt of an answer that succeeded', async () => {
    handle = (response) => response.writeHead(204).end();
    expect(await post()).toMatchObject({ statusCode: 204, errorKind: null, excerpt: null });
  });

  it('cleans an excerpt of control characters and keeps nothing of an empty answer', () => {
    expect(answerExcerpt('  bad\u0000\u001b[31m gateway\r\n ')).toBe('bad [31m gateway');
    expect(answerExcerpt('\u0000\n')).toBeNull();
  });
});
