import { createHash } from 'node:crypto';

/** How long a set-password link works: three days, time enough to reach a member by phone. */
export const PASSWORD_LINK_HOURS = 72;

/** The id a set-password link is stored under: the SHA-256 of its token, as sessions are. */
export function passwordLinkId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The page a set-password link opens; the token travels in the fragment, never to a log. */
export function passwordLinkUrl(publicOrigin: string, token: string): string {
  return new URL(`/set-password#${token}`, publicOrigin).toString();
}
