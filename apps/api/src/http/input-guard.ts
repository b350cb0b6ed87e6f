import { forbiddenCharacterPath, hasForbiddenCharacter } from '@app/api-contract/schemas/text';
import { namedFieldMessage } from '@app/api-contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage, sendError } from './errors';

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** Visible ASCII without `%`: no escape to decode, no control character. */
const PLAIN_URL = /^[\x21-\x24\x26-\x7e]*$/;

/**
 * The URL as text: its percent-escapes decoded to bytes and read as UTF-8. Null when the bytes
 * are not UTF-8 (`%FF`, half a character). Unescaped bytes beyond ASCII arrive as Latin-1
 * characters and are read the same way.
 */
export function urlText(url: string): string | null {
  const bytes: number[] = [];
  for (let i = 0; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === 0x25 && /^[0-9a-f]{2}$/i.test(url.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(url.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (code <= 0xff) {
      bytes.push(code);
    } else {
      return null;
    }
  }
  try {
    return utf8.decode(Uint8Array.from(bytes));
  } catch {
    return null;
  }
}

/** A JSON body as text, refusing bytes that are not UTF-8 (no silent replacement characters). */
export function decodeUtf8(body: Buffer): string | null {
  try {
    return utf8.decode(body);
  } catch {
    return null;
  }
}

/**
 * Text that is not text is refused at the edge, before any route reads it (decision 0021): a
 * URL whose escapes are not UTF-8 or hold a control character (`/api/items/%00`), and any
 * string or key of the path, query or JSON body with a character no text may hold. 400
 * INVALID_INPUT, never a 500 from the database. The procedures check their input again
 * (tRPC's GET input travels as JSON inside the URL, its escapes unread until then).
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      const url = request.raw.url ?? '/';
      // Printable ASCII with no escape is text as it stands (most requests: no decoding).
      if (PLAIN_URL.test(url)) return;
      const text = urlText(url);
      if (text === null || hasForbiddenCharacter(text)) {
        return sendError(request, reply, 400, 'INVALID_INPUT');
      }
    });
    app.addHook('preValidation', async (request, reply) => {
      // tRPC's procedures check their own input and answer in tRPC's shape (its client reads it).
      if (request.url.startsWith('/trpc/')) return;
      const path = forbiddenCharacterPath({
        params: request.params,
        query: request.query,
        body: request.body,
      });
      if (!path) return;
      const [part, field] = path;
      return sendError(request, reply, 400, 'INVALID_INPUT', {
        fieldErrors: {
          [String(part === 'body' && field !== undefined ? field : part)]: [
            namedFieldMessage('text', requestLanguage(request)),
          ],
        },
      });
    });
  },
  { name: 'input-guard' },
);
