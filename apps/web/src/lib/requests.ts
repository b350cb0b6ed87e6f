import { TRPCClientError } from '@trpc/client';

/**
 * The id of a request the server must apply once however often it is sent (a scan, a loan):
 * a random v4 UUID, on plain-http branch networks too (see `randomUuid`).
 */
export { randomUuid as newClientId } from './uuid';

/** True when the request never got an answer (offline, dropped), not when the server refused. */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return true;
  return !(error as TRPCClientError<never>).data;
}
