/**
 * Where an e-book's file is served (`GET /api/ebooks/{id}/file`, apps/api's files route);
 * `download` asks for it as an attachment under its title. Browser-safe
 * (`@app/api-contract/ebooks/file-url`): it imports nothing.
 */
export function ebookFileUrl(id: number, options: { download?: boolean } = {}): string {
  return `/api/ebooks/${id}/file${options.download ? '?download=1' : ''}`;
}
