import { readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake answers: `fixture` replays the recorded completion, `invalid-json` puts text
 * that is not JSON in `content`, `http-500` fails like an overloaded server, `hang` never
 * answers (for timeouts).
 */
export type FakeOpenAIReply = 'fixture' | 'invalid-json' | 'http-500' | 'hang';

/** One request the fake received. */
export interface FakeOpenAIRequest {
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (null when it was not JSON). */
  body: Record<string, unknown> | null;
}

/** A running fake; point clients at `${url}/v1`. */
export interface FakeOpenAI {
  url: string;
  requests: FakeOpenAIRequest[];
  /**
   * Changes the answer for later requests. `content` replaces the fixture's message content:
   * an object is sent as its JSON, a string as is.
   */
  setReply(reply: FakeOpenAIReply, content?: object | string): void;
  close(): Promise<void>;
}

const FIXTURE = new URL('../fixtures/openai/chat-completion-cover.json', import.meta.url);

/**
 * Starts an OpenAI-compatible chat-completions server on 127.0.0.1 that replays the recorded
 * response, so the real `openai` SDK and its error handling run in tests without the internet.
 */
export async function startFakeOpenAI(
  opts: { reply?: FakeOpenAIReply; content?: object | string } = {},
): Promise<FakeOpenAI> {
  const fixture = JSON.parse(await readFile(FIXTURE, 'utf8')) as {
    choices: Array<{ message: { content: string } }>;
  };
  let reply = opts.reply ?? 'fixture';
  let content = opts.content;
  const requests: FakeOpenAIRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: Record<string, unknown> | null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        body = null;
      }
      requests.push({ headers: req.headers, body });

      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        return send(404, { error: { message: 'not found', type: 'invalid_request_error' } });
      }
      switch (reply) {
        case 'hang':
          return; // the client's timeout has to end it
        case 'http-500':
          return send(500, { error: { message: 'The server had an error', type: 'server_error' } });
        case 'invalid-json':
          return send(200, withContent('Sure! Here is the book: {"title": "The Wind'));
        default:
          return send(
            200,
            withContent(typeof content === 'object' ? JSON.stringify(content) : content),
          );
      }
    });

    function send(status: number, payload: unknown) {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    }
  });

  function withContent(text: string | undefined) {
    const copy = structuredClone(fixture);
    if (text !== undefined && copy.choices[0]) copy.choices[0].message.content = text;
    return copy;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setReply(next, nextContent) {
      reply = next;
      content = nextContent;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Hanging requests would otherwise keep close() waiting forever.
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
