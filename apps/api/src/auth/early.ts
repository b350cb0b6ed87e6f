import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContextDeps } from '../context';
import { translateError } from '../rest/adapter';
import { isStaffRole } from '@app/db/constants';
import { languageFromAcceptLanguage } from '@app/i18n';
import { readSessionToken } from './cookie';
import { validateSessionToken } from './session';

/** Bodies above this need a staff session before a byte of them is read. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** Five photos of 8 MB as data URLs, plus the JSON around them. */
export const SCAN_BODY_LIMIT = 60 * 1024 * 1024;

/**
 * An `onRequest` guard for routes that accept photo uploads (it runs before the body is parsed,
 * so nobody without a staff session can make the server buffer 60 MB) and for the staff-only
 * photo files. Answers 401/403 and returns true when it refused. Procedures check again.
 */
export async function refuseUnlessStaff(
  deps: ContextDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const token = readSessionToken(request, deps.cookie);
  const session = token ? await validateSessionToken(deps.db, token, deps.now()) : null;
  if (isStaffRole(session?.user.role)) return false;
  const language = languageFromAcceptLanguage(request.headers['accept-language']);
  const appCode = session ? 'FORBIDDEN' : 'UNAUTHENTICATED';
  await reply
    .status(session ? 403 : 401)
    .header('connection', 'close')
    .send({ message: translateError(language, appCode), appCode });
  return true;
}
