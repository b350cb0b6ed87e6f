import { coverHostSources } from '@app/api-contract';
import fastifyCookie from '@fastify/cookie';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { bearerSecret } from './bearer';
import { sendError } from './errors';

export interface SecurityOptions {
  /** The site's own origin; state-changing requests from any other are refused. */
  publicOrigin: string;
  /** CSP sources ('sha256-…') of the inline styles index.html may carry. */
  styleHashes?: string[];
}

// Remote images the site shows: e-book covers, only from the hosts covers may name.
const COVER_HOSTS = coverHostSources();

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A browser request made by another site (CSRF); requests without Origin are not from one.
 * Nor is one with a Bearer token: it acts as the token alone, never as a cookie's session, and
 * another site's page cannot send that header without a CORS preflight this site never grants.
 */
function isForeign(request: FastifyRequest, allowed: string): boolean {
  if (bearerSecret(request) !== null) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return origin !== allowed;
  return request.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * The headers helmet sets for `options`, found once. @fastify/helmet builds helmet's
 * middleware again for every request, parsing the CSP each time: about a tenth of the CPU of
 * a kept answer under load (bench/api). The headers are the same for every answer (no nonces),
 * so helmet writes them once into a stand-in response and each answer gets a copy.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, { publicOrigin, styleHashes = [] }) => {
    const allowed = new URL(publicOrigin).origin;
    await app.register(fastifyCookie);
    const headers = {
      ...helmetHeaders({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            // Styles are static files from vanilla-extract, and index.html's first-screen CSS
            // by hash; React sets inline values through the CSSOM, which CSP does not govern.
            styleSrc: ["'self'", ...styleHashes],
            fontSrc: ["'self'"],
            // blob:/data: for camera stills and photo previews before upload.
            imgSrc: ["'self'", 'data:', 'blob:', ...COVER_HOSTS],
            mediaSrc: ["'self'", 'blob:'],
            connectSrc: ["'self'"],
            workerSrc: ["'self'", 'blob:'],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            upgradeInsecureRequests: null,
          },
        },
        // Covers are loaded from other sites without CORS headers.
        crossOriginEmbedderPolicy: false,
        strictTransportSecurity: allowed.startsWith('https:'),
      }),
      // The scanner needs the camera; nothing else does, and nobody needs the rest.
      'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
    };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (STATE_CHANGING.has(request.method) && isForeign(request, allowed)) {
        void sendError(request, reply, 403, 'ORIGIN_REFUSED');
        return;
      }
      done();
    });
  },
  { name: 'security' },
);
