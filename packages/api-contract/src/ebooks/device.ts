/** What kind of device a download came from, by its User-Agent (kept with the download). */
export function deviceFromUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  if (/bot|crawl|spider|slurp|curl|wget|python-requests|httpclient|okhttp/i.test(userAgent))
    return 'bot';
  if (/kindle|kobo|nook|pocketbook|tolino/i.test(userAgent)) return 'e-reader';
  if (/ipad|tablet|playbook|silk|android(?!.*mobile)/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|ipod|android|windows phone|blackberry|opera mini/i.test(userAgent))
    return 'mobile';
  return 'desktop';
}
