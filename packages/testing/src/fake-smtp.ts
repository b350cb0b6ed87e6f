import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the fake SMTP server received it, parsed. */
export interface ReceivedMail {
  /** SMTP envelope: who the server was asked to deliver to. */
  envelopeTo: string[];
  envelopeFrom: string | null;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** Header names lower-cased, values as sent (folded lines joined). */
  headers: Record<string, string>;
  /** Attached files (a calendar invitation's part among them), their content as text. */
  attachments: { filename: string | null; contentType: string; content: string }[];
  receivedAt: string;
}

export interface FakeSmtp {
  /** `smtp://127.0.0.1:<port>` (plain SMTP, no authentication, as a local relay). */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Messages addressed to `address` (envelope), oldest first. */
  to(address: string): ReceivedMail[];
  /** Waits until `count` messages to `address` have arrived (or `timeoutMs` passes). */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Refuse the next `n` messages with a temporary failure (451). */
  failNext(n: number): void;
  close(): Promise<void>;
}

export interface FakeSmtpOptions {
  /**
   * Told of each message once it is kept and before the server answers that it took it (the
   * circulation benchmark kills the sender there: accepted, never acknowledged).
   */
  onMessage?: (mail: ReceivedMail) => void;
}

/**
 * A local SMTP server (smtp-server from npm) that accepts every message, parses it (mailparser)
 * and keeps it, so tests check what a subscriber's mailbox would have received.
 */
export async function startFakeSmtp(port = 0, options: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      if (failures > 0) {
        failures -= 1;
        stream.resume();
        const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
        stream.on('end', () => callback(error));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          const address = (value: unknown) =>
            (Array.isArray(value) ? value : value ? [value] : []).flatMap(
              (entry: { value?: { address?: string }[] }) =>
                (entry.value ?? []).map((v) => v.address ?? ''),
            );
          const headers: Record<string, string> = {};
          for (const line of mail.headerLines) {
            const colon = line.line.indexOf(':');
            headers[line.key.toLowerCase()] = line.line
              .slice(colon + 1)
              .replace(/\r?\n\s+/g, ' ')
              .trim();
          }
          const kept: ReceivedMail = {
            envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            from: address(mail.from)[0] ?? '',
            to: address(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            headers,
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? null,
              contentType: file.contentType,
              content: file.content.toString('utf8'),
            })),
            receivedAt: new Date().toISOString(),
          };
          received.push(kept);
          options.onMessage?.(kept);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A sender that dies mid-message (a reset connection) is forgotten, as a real server forgets
  // it; smtp-server reports it as an error event, which would otherwise end this process.
  server.on('error', () => undefined);
  const actual = (server.server.address() as AddressInfo).port;
  const to = (address: string) =>
    received.filter((mail) => mail.envelopeTo.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    received,
    to,
    async waitFor(address, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (to(address).length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${to(address).length} of ${count} messages to ${address} arrived`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return to(address);
    },
    failNext(n) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A read-only HTTP view of the fake's mailbox (`GET /messages?to=`), for browser tests. */
export function serveMailbox(smtp: FakeSmtp, port: number): Promise<Server> {
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to');
    const body = JSON.stringify(to ? smtp.to(to) : smtp.received);
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  return new Promise((resolve) => http.listen(port, '127.0.0.1', () => resolve(http)));
}
