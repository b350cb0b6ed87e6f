import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One POST as a webhook receiver got it: the raw body (what a signature covers) and headers. */
export interface ReceivedDelivery {
  /** The body's `id` (the delivery id), or null when the body is not such JSON. */
  id: string | null;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  body: string;
  path: string;
  /** When it arrived (ms since the epoch). */
  at: number;
}

/** How the receiver answers a delivery: a status and body, after `delayMs`; or never. */
export interface ReceiverAnswer {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Never answer (the sender's time limit ends it). */
  hang?: boolean;
}

export interface WebhookReceiver {
  /** `http://<host>:<port>/hooks/library`. */
  url: string;
  host: string;
  port: number;
  received: ReceivedDelivery[];
  /** How to answer each delivery (200 `ok` unless set); may read the delivery. */
  answer: (delivery: ReceivedDelivery) => ReceiverAnswer;
  /** Told of each delivery once it is kept, before it is answered. */
  onDelivery: ((delivery: ReceivedDelivery) => void) | null;
  /** Waits until `count` deliveries matching `which` have arrived. */
  waitFor(
    count: number,
    which?: (delivery: ReceivedDelivery) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedDelivery[]>;
  close(): Promise<void>;
}

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function idOf(body: string): string | null {
  try {
    const id = (JSON.parse(body) as { id?: unknown }).id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

function headersOf(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function reply(response: ServerResponse, answer: ReceiverAnswer) {
  if (answer.hang) return;
  const send = () =>
    response
      .writeHead(answer.status ?? 200, { 'content-type': 'text/plain', ...answer.headers })
      .end(answer.body ?? 'ok');
  if (answer.delayMs) setTimeout(send, answer.delayMs);
  else send();
}

/**
 * A local webhook receiver for tests and benchmarks: keeps every POST as it came (raw body and
 * headers, for a signature check the test writes itself) and answers as told.
 */
export async function startWebhookReceiver(
  options: { host?: string; port?: number } = {},
): Promise<WebhookReceiver> {
  const host = options.host ?? '127.0.0.1';
  const sockets = new Set<Socket>();
  const receiver: WebhookReceiver = {
    url: '',
    host,
    port: 0,
    received: [],
    answer: () => ({}),
    onDelivery: null,
    async waitFor(count, which = () => true, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const got = receiver.received.filter(which);
        if (got.length >= count) return got;
        if (Date.now() > deadline) {
          throw new Error(`${got.length} of ${count} deliveries within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const delivery: ReceivedDelivery = {
        id: idOf(body),
        headers: headersOf(request),
        body,
        path: request.url ?? '/',
        at: Date.now(),
      };
      receiver.received.push(delivery);
      receiver.onDelivery?.(delivery);
      reply(response, receiver.answer(delivery));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://${host}:${receiver.port}/hooks/library`;
  return receiver;
}
