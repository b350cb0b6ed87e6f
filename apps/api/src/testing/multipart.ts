import { randomBytes } from 'node:crypto';

/** A multipart/form-data body: the payload and the Content-Type header that names its boundary. */
export function multipart(
  parts: { name: string; filename?: string; contentType?: string; data: Buffer | string }[],
) {
  const boundary = `----jpl${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    // A part with a file name is a file; without one, a plain field.
    const head =
      part.filename === undefined
        ? ''
        : `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${head}\r\n\r\n`,
      ),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One EPUB in the `file` field, as the dashboard uploads it. */
export function epubUpload(data: Buffer, filename = 'book.epub') {
  return multipart([{ name: 'file', filename, contentType: 'application/epub+zip', data }]);
}
