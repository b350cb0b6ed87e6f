import { createReadStream } from 'node:fs';
import { open, readFile, type FileHandle } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import type { EbookFormat } from '@app/db';

const EPUB_MIMETYPE = 'application/epub+zip';
/** PDF readers accept the header anywhere in the first KiB (some writers put junk first). */
const PDF_HEADER_WINDOW = 1024;

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * The content of a zip's `mimetype` entry, found through the central directory (so it need not
 * be the first entry), or null when the file is not a readable zip or has no such entry.
 */
async function zipMimetype(handle: FileHandle, size: number): Promise<string | null> {
  // End of central directory: 22 bytes plus a comment of up to 65535 bytes.
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await readAt(handle, size - tailLength, tailLength);
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > tail.length) return null;
  let entries = tail.readUInt16LE(eocd + 10);
  let directorySize = tail.readUInt32LE(eocd + 12);
  let directoryOffset = tail.readUInt32LE(eocd + 16);
  if (directoryOffset === 0xffffffff || entries === 0xffff) {
    // Zip64: the locator just before the record points at the real numbers.
    const locator = eocd - 20;
    if (locator < 0 || tail.readUInt32LE(locator) !== 0x07064b50) return null;
    const record = await readAt(handle, Number(tail.readBigUInt64LE(locator + 8)), 56);
    if (record.length < 56 || record.readUInt32LE(0) !== 0x06064b50) return null;
    entries = Number(record.readBigUInt64LE(32));
    directorySize = Number(record.readBigUInt64LE(40));
    directoryOffset = Number(record.readBigUInt64LE(48));
  }
  if (directoryOffset + directorySize > size || directorySize > 64 * 1024 * 1024) return null;
  const directory = await readAt(handle, directoryOffset, directorySize);
  let at = 0;
  for (let i = 0; i < entries && at + 46 <= directory.length; i++) {
    if (directory.readUInt32LE(at) !== 0x02014b50) return null;
    const method = directory.readUInt16LE(at + 10);
    const compressedSize = directory.readUInt32LE(at + 20);
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const localOffset = directory.readUInt32LE(at + 42);
    const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (name !== 'mimetype') continue;
    if (compressedSize > 1024) return null;
    const local = await readAt(handle, localOffset, 30);
    if (local.length < 30 || local.readUInt32LE(0) !== 0x04034b50) return null;
    const dataOffset = localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    const data = await readAt(handle, dataOffset, compressedSize);
    try {
      if (method === 0) return data.toString('utf8');
      if (method === 8) return inflateRawSync(data, { maxOutputLength: 1024 }).toString('utf8');
    } catch {
      return null;
    }
    return null;
  }
  return null;
}

/** Control characters no text file has (tab, line breaks and form feed are fine). */
function hasBinaryControl(chunk: Buffer): boolean {
  for (const byte of chunk) {
    if ((byte < 0x20 && (byte < 0x09 || byte > 0x0d)) || byte === 0x7f) return true;
  }
  return false;
}

/** Valid UTF-8 from start to end, without NUL or other binary control bytes (streamed). */
async function isUtf8Text(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
      if (hasBinaryControl(chunk)) return false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** An HTML page (a host's error or robot check) is never a book, whatever it is labelled. */
function looksLikeHtml(head: Buffer): boolean {
  const start = head
    .toString('utf8', 0, Math.min(head.length, 512))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return start.startsWith('<!doctype html') || start.startsWith('<html');
}

/**
 * Which e-book format the file at `path` really is, judged by its content only: EPUB is a zip
 * whose `mimetype` entry says application/epub+zip, PDF starts with `%PDF-`, TXT is valid
 * UTF-8 without NUL or other binary control bytes (and not an HTML page). Null for anything
 * else, and for empty files.
 */
export async function sniffEbookFile(path: string): Promise<EbookFormat | null> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size === 0) return null;
    const head = await readAt(handle, 0, Math.min(size, PDF_HEADER_WINDOW));
    if (head.indexOf('%PDF-', 0, 'latin1') >= 0) return 'PDF';
    if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) {
      const mimetype = await zipMimetype(handle, size);
      return mimetype?.trim() === EPUB_MIMETYPE ? 'EPUB' : null;
    }
    if (looksLikeHtml(head)) return null;
  } finally {
    await handle.close();
  }
  return (await isUtf8Text(path)) ? 'TXT' : null;
}

/**
 * The page count of a PDF whose page objects are readable as plain text (most files written
 * without object streams). Null when they are compressed away: the caller then leaves the
 * count out rather than guess.
 */
export async function pdfPageCount(path: string): Promise<number | null> {
  const text = (await readFile(path)).toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
  return pages > 0 ? pages : null;
}
