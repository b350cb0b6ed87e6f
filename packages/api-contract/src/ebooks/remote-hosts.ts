/**
 * Hosts whose public-domain files the site fetches for readers (through its own endpoint) and
 * accepts as an imported e-book's file URL. A host matches itself and its subdomains, because
 * archive.org serves downloads from numbered mirrors (ia800300.us.archive.org).
 */
export const EBOOK_REMOTE_HOSTS = [
  'gutenberg.org',
  'archive.org',
  'openlibrary.org',
  'projectmadurai.org',
] as const;

/** True when `url` is https/http on an allow-listed host (or one of its subdomains). */
export function isAllowedEbookUrl(url: string | URL): boolean {
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  return EBOOK_REMOTE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
