/** The `s` (subscriber) and `t` (signed token) of a newsletter e-mail's link. */
export function newsletterLinkSearch(search: Record<string, unknown>): { s?: number; t?: string } {
  const s = Number(search.s);
  return {
    ...(Number.isInteger(s) && s > 0 ? { s } : {}),
    ...(typeof search.t === 'string' && search.t ? { t: search.t } : {}),
  };
}
