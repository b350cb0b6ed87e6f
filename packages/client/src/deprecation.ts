/** A call the site announced as deprecated: it still works, and will go at `sunset`. */
export interface DeprecationNotice {
  /** The path called: `/api/books` or `/trpc/ebooks.recent`. */
  path: string;
  /** Since when the call is deprecated (`Deprecation`, RFC 9745). */
  since: Date;
  /** When it stops answering, if the site has said (`Sunset`, RFC 8594). */
  sunset?: Date;
  /** Where the site describes what to use instead (`Link: <…>; rel="deprecation"`). */
  link?: string;
}

/** `@1767225600` (RFC 9745's structured-field date) as a Date. */
function structuredDate(value: string): Date | undefined {
  const match = /^@(-?\d+)$/.exec(value.trim());
  return match ? new Date(Number(match[1]) * 1000) : undefined;
}

function deprecationLink(header: string | null): string | undefined {
  for (const part of header?.split(',') ?? []) {
    const match = /<([^>]*)>\s*;.*\brel="?deprecation"?/i.exec(part);
    if (match) return match[1];
  }
  return undefined;
}

/** The notice an answer carries, or undefined when it announces nothing. */
export function deprecationNotice(response: Response): DeprecationNotice | undefined {
  const header = response.headers.get('deprecation');
  const since = header ? structuredDate(header) : undefined;
  if (!since) return undefined;
  const sunsetHeader = response.headers.get('sunset');
  const sunset = sunsetHeader ? new Date(sunsetHeader) : undefined;
  const link = deprecationLink(response.headers.get('link'));
  return {
    path: new URL(response.url || 'http://unknown/').pathname,
    since,
    ...(sunset && !Number.isNaN(sunset.getTime()) ? { sunset } : {}),
    ...(link ? { link } : {}),
  };
}
