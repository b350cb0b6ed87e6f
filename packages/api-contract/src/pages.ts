/**
 * The web app's pages, as the server must know them: a path that matches none of these is not
 * a page, and the server answers it 404 with the not-found page instead of a soft 200. The web
 * app's file routes (`apps/web/src/routes/`) are kept equal to this list by a test in apps/web.
 *
 * `index`: whether search engines may list the page (staff screens, the reader, sign-in and the
 * newsletter's one-person links may not); `sitemap`: listed in /sitemap.xml as it stands.
 */
export const PAGES = [
  { path: '/', index: true, sitemap: true },
  { path: '/ebooks/', index: true, sitemap: true },
  { path: '/ebooks/$id', index: true, sitemap: false },
  { path: '/ebooks/$id/read', index: false, sitemap: false },
  { path: '/books/$id', index: true, sitemap: false },
  { path: '/items/$sku', index: false, sitemap: false },
  { path: '/login', index: false, sitemap: false },
  // The staff dashboard's frame, its default section (/admin/ opens /admin/books) and its
  // sections, each a route of its own (decision 0036).
  { path: '/admin', index: false, sitemap: false },
  { path: '/admin/', index: false, sitemap: false },
  { path: '/admin/books', index: false, sitemap: false },
  { path: '/admin/ebooks', index: false, sitemap: false },
  { path: '/admin/events', index: false, sitemap: false },
  { path: '/admin/inventory', index: false, sitemap: false },
  { path: '/admin/members', index: false, sitemap: false },
  { path: '/admin/loans', index: false, sitemap: false },
  { path: '/admin/overview', index: false, sitemap: false },
  { path: '/admin/reports', index: false, sitemap: false },
  { path: '/admin/newsletter', index: false, sitemap: false },
  { path: '/admin/staff', index: false, sitemap: false },
  { path: '/admin/audit', index: false, sitemap: false },
  { path: '/admin/tokens', index: false, sitemap: false },
  { path: '/admin/webhooks', index: false, sitemap: false },
  { path: '/admin/labels', index: false, sitemap: false },
  { path: '/admin/cards', index: false, sitemap: false },
  { path: '/admin/members/$id', index: false, sitemap: false },
  { path: '/desk', index: false, sitemap: false },
  { path: '/desk/slip/$id', index: false, sitemap: false },
  { path: '/account', index: false, sitemap: false },
  { path: '/set-password', index: false, sitemap: false },
  { path: '/forgot-password', index: false, sitemap: false },
  { path: '/scanner', index: false, sitemap: false },
  { path: '/stocktake', index: false, sitemap: false },
  { path: '/newsletter/confirm', index: false, sitemap: false },
  { path: '/newsletter/unsubscribe', index: false, sitemap: false },
  // A place at an event, opened from a mailed link (confirm, see, cancel).
  { path: '/events/place', index: false, sitemap: false },
] as const satisfies readonly { path: string; index: boolean; sitemap: boolean }[];

export type PagePath = (typeof PAGES)[number]['path'];

export interface PageMatch {
  page: (typeof PAGES)[number];
  /** The `$name` segments of the path, as written in the address (decoded). */
  params: Record<string, string>;
}

/** The page a request path (without query) shows, or null when it is not a page. */
export function matchPage(pathname: string): PageMatch | null {
  // '/ebooks' and '/ebooks/' are the same page (the router treats them alike).
  const wanted = pathname === '/ebooks' ? '/ebooks/' : pathname;
  const parts = wanted.split('/');
  for (const page of PAGES) {
    const pattern = page.path.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, i) => {
      const part = parts[i]!;
      if (!segment.startsWith('$')) return segment === part;
      if (!part) return false;
      try {
        params[segment.slice(1)] = decodeURIComponent(part);
      } catch {
        return false;
      }
      return true;
    });
    if (matches) return { page, params };
  }
  return null;
}
