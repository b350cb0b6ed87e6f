import { create as contentDisposition } from 'content-disposition';

/**
 * RFC 6266 header: `filename*` carries the exact UTF-8 name, `filename` an ASCII stand-in
 * for old clients.
 */
export function dispositionHeader(filename: string, type: 'inline' | 'attachment'): string {
  return contentDisposition(filename, { type });
}
