/**
 * Hosts whose public-domain files the site fetches for readers (through its own endpoint) and
 * accepts as an imported e-book's file URL, and whose covers it shows. A host matches itself
 * and its subdomains, because archive.org serves downloads from numbered mirrors
 * (ia800300.us.archive.org) and Open Library its covers from covers.openlibrary.org.
 */
export const EBOOK_REMOTE_HOSTS = [
  'gutenberg.org',
  'archive.org',
  'openlibrary.org',
  'projectmadurai.org',
] as const;

/**
 * True when `url` is https on an allow-listed host (or one of its subdomains), on the default
 * port, without a user name or password: the only links the site fetches or hands on. Any
 * other port of an allowed host is another service there, not its web site.
 */
export function isAllowedEbookUrl(url: string | URL): boolean {
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.port !== '') return false;
  if (parsed.username || parsed.password) return false;
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  return EBOOK_REMOTE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** A path on this site (`/…`, never `//host`, no backslash): same origin, no third party. */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}

/**
 * A cover the site may show or hand on (the web's pages, OPDS): a path on this site or an
 * image on an allow-listed host under the same rule as files. Anything else (an internal
 * address, a tracker, another port) is refused when staff enter it and never handed on.
 */
export function isAllowedCoverUrl(url: string): boolean {
  return isSitePath(url) || isAllowedEbookUrl(url);
}

/** The same hosts as Content-Security-Policy sources (`img-src`): each and its subdomains. */
export function coverHostSources(): string[] {
  return EBOOK_REMOTE_HOSTS.flatMap((host) => [`https://${host}`, `https://*.${host}`]);
}
