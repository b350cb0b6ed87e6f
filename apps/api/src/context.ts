import type { Context, Services } from '@app/api-contract';
import type { Db } from '@app/db';
import { languageFromAcceptLanguage } from '@app/i18n';
import type { FastifyRequest } from 'fastify';

export interface ContextDeps {
  db: Db;
  services: Services;
  now: () => Date;
}

/** Builds the per-request tRPC context (shared by /trpc and the REST adapter). */
export function createContext(deps: ContextDeps, request: FastifyRequest): Context {
  const userAgent = request.headers['user-agent'];
  return {
    db: deps.db,
    services: deps.services,
    user: null,
    language: languageFromAcceptLanguage(request.headers['accept-language']),
    request: { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null },
    now: deps.now,
  };
}
