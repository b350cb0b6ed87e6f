import { createReadStream } from 'node:fs';
import { open, readFile, type FileHandle } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw, inflateRawSync } from 'node:zlib';
import type { EbookFormat } from '@app/db';

const EPUB_MIMETYPE = 'application/epub+zip';
/** PDF readers accept the header anywhere in the first KiB (some writers put junk first). */
const PDF_HEADER_WINDOW = 1024;

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** One entry of a zip's central directory, sizes as the archive declares them. */
interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

/**
 * How much an EPUB may unpack to (decision 0021): a reader's browser inflates every entry, so
 * a small file that inflates to gigabytes (a zip bomb) is refused at upload and never mirrored.
 * At most 10,000 entries and 512 MiB in all, and past 10 MiB no more than 100 times the file's
 * own size (text compresses some five to ten times, pictures hardly at all). Each entry is
 * also inflated once, and refused the moment it yields more than it declared.
 */
export const ZIP_LIMITS = {
  maxEntries: 10_000,
  maxTotalBytes: 512 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 10 * 1024 * 1024,
};

/** The zip64 extended-information extra field's values for the fields marked 0xFFFFFFFF. */
function zip64Sizes(extra: Buffer, entry: ZipEntry): void {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        const value = field + 8 <= at + 4 + length ? Number(extra.readBigUInt64LE(field)) : null;
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = next() ?? Infinity;
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next() ?? Infinity;
      if (entry.localOffset === 0xffffffff) entry.localOffset = next() ?? Infinity;
      return;
    }
    at += 4 + length;
  }
}

/** The entries of a zip's central directory, or null when it is not a readable zip. */
async function zipEntries(handle: FileHandle, size: number): Promise<ZipEntry[] | null> {
  // End of central directory: 22 bytes plus a comment of up to 65535 bytes.
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await readAt(handle, size - tailLength, tailLength);
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > tail.length) return null;
  let count = tail.readUInt16LE(eocd + 10);
  let directorySize = tail.readUInt32LE(eocd + 12);
  let directoryOffset = tail.readUInt32LE(eocd + 16);
  if (directoryOffset === 0xffffffff || count === 0xffff) {
    // Zip64: the locator just before the record points at the real numbers.
    const locator = eocd - 20;
    if (locator < 0 || tail.readUInt32LE(locator) !== 0x07064b50) return null;
    const record = await readAt(handle, Number(tail.readBigUInt64LE(locator + 8)), 56);
    if (record.length < 56 || record.readUInt32LE(0) !== 0x06064b50) return null;
    count = Number(record.readBigUInt64LE(32));
    directorySize = Number(record.readBigUInt64LE(40));
    directoryOffset = Number(record.readBigUInt64LE(48));
  }
  if (directoryOffset + directorySize > size || directorySize > 64 * 1024 * 1024) return null;
  const directory = await readAt(handle, directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count && at + 46 <= directory.length; i++) {
    if (directory.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const entry: ZipEntry = {
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      localOffset: directory.readUInt32LE(at + 42),
    };
    zip64Sizes(directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), entry);
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Where an entry's data starts: after its local header, whose lengths may differ. */
async function dataOffset(handle: FileHandle, entry: ZipEntry): Promise<number | null> {
  const local = await readAt(handle, entry.localOffset, 30);
  if (local.length < 30 || local.readUInt32LE(0) !== 0x04034b50) return null;
  return entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
}

/** The content of the `mimetype` entry (a few bytes), or null. */
async function mimetypeOf(handle: FileHandle, entries: ZipEntry[]): Promise<string | null> {
  const entry = entries.find((e) => e.name === 'mimetype');
  if (!entry || entry.compressedSize > 1024) return null;
  const offset = await dataOffset(handle, entry);
  if (offset === null) return null;
  const data = await readAt(handle, offset, entry.compressedSize);
  try {
    if (entry.method === 0) return data.toString('utf8');
    if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: 1024 }).toString('utf8');
  } catch {
    return null;
  }
  return null;
}

/** Inflates one entry, stopping (true) as soon as it yields more than it declared. */
async function inflatesPastDeclared(path: string, entry: ZipEntry, offset: number) {
  if (entry.compressedSize === 0) return false;
  let produced = 0;
  let exceeded = false;
  const inflate = createInflateRaw();
  const counter = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      produced += chunk.length;
      if (produced > entry.uncompressedSize) {
        exceeded = true;
        callback(new Error('entry inflates past its declared size'));
        return;
      }
      callback();
    },
  });
  try {
    await pipeline(
      createReadStream(path, { start: offset, end: offset + entry.compressedSize - 1 }),
      inflate,
      counter,
    );
  } catch {
    // A corrupt stream is the reader's problem to report; only "more than declared" refuses.
  }
  return exceeded;
}

/**
 * Whether the zip at `path` would unpack to more than {@link ZIP_LIMITS} allow, by its
 * declared sizes or by what its entries really inflate to.
 */
async function expandsTooMuch(
  handle: FileHandle,
  path: string,
  entries: ZipEntry[],
  size: number,
): Promise<boolean> {
  if (entries.length > ZIP_LIMITS.maxEntries) return true;
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (!Number.isFinite(declared) || declared > ZIP_LIMITS.maxTotalBytes) return true;
  if (declared > ZIP_LIMITS.ratioFloorBytes && declared > ZIP_LIMITS.maxRatio * size) return true;
  for (const entry of entries) {
    if (entry.method !== 8) continue;
    const offset = await dataOffset(handle, entry);
    if (offset === null) return true;
    if (await inflatesPastDeclared(path, entry, offset)) return true;
  }
  return false;
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

/** What a file turned out to be: a format, an EPUB that unpacks to too much, or nothing. */
export type Sniffed = EbookFormat | 'expands-too-much' | null;

/**
 * Which e-book format the file at `path` really is, judged by its content only: EPUB is a zip
 * whose `mimetype` entry says application/epub+zip (and that does not unpack past
 * {@link ZIP_LIMITS}: `expands-too-much`), PDF starts with `%PDF-`, TXT is valid UTF-8 without
 * NUL or other binary control bytes (and not an HTML page). Null for anything else, and for
 * empty files.
 */
export async function sniffEbookFile(path: string): Promise<Sniffed> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size === 0) return null;
    const head = await readAt(handle, 0, Math.min(size, PDF_HEADER_WINDOW));
    if (head.indexOf('%PDF-', 0, 'latin1') >= 0) return 'PDF';
    if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) {
      const entries = await zipEntries(handle, size);
      if (!entries) return null;
      const mimetype = await mimetypeOf(handle, entries);
      if (mimetype?.trim() !== EPUB_MIMETYPE) return null;
      return (await expandsTooMuch(handle, path, entries, size)) ? 'expands-too-much' : 'EPUB';
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
