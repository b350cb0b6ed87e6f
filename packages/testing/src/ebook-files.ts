import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * Small real e-book files for tests (and the fake remote hosts below), built in memory:
 * no binary fixtures in the repository.
 */

interface ZipEntry {
  name: string;
  data: Buffer | string;
  /** Deflate instead of store (EPUB requires `mimetype` stored; tests try both). */
  deflate?: boolean;
}

/** An entry ready to be written: its body as stored, and what it unpacks to. */
interface PreparedEntry {
  name: string;
  method: 0 | 8;
  body: Buffer;
  crc: number;
  /** The uncompressed size the headers declare. */
  size: number;
}

/** Writes prepared entries as a zip (PKZIP 2.0, one central directory). */
function writeZip(entries: PreparedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.body.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.body.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.body);
    centrals.push(central, name);
    offset += local.length + name.length + entry.body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal zip writer (PKZIP 2.0: stored or deflated entries, one central directory). */
export function zip(entries: ZipEntry[]): Buffer {
  return writeZip(
    entries.map((entry) => {
      const raw = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
      return {
        name: entry.name,
        method: entry.deflate ? 8 : 0,
        body: entry.deflate ? deflateRawSync(raw) : raw,
        crc: crc32(raw),
        size: raw.length,
      };
    }),
  );
}

/**
 * An EPUB that is a zip bomb: a chapter of `inflatesTo` zero bytes (1 GiB by default) deflated
 * to about a thousandth of that. `declares` is the size its headers claim (the truth unless a
 * test wants a liar). Built by streaming, so the gigabyte never sits in memory.
 */
export async function makeZipBombEpub(
  inflatesTo = 1024 * 1024 * 1024,
  declares = inflatesTo,
): Promise<Buffer> {
  const chunk = Buffer.alloc(Math.min(inflatesTo, 1024 * 1024));
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  let crc = 0;
  for (let written = 0; written < inflatesTo; written += chunk.length) {
    const piece = chunk.subarray(0, Math.min(chunk.length, inflatesTo - written));
    crc = crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  const mimetype = Buffer.from('application/epub+zip');
  return writeZip([
    { name: 'mimetype', method: 0, body: mimetype, crc: crc32(mimetype), size: mimetype.length },
    { name: 'OEBPS/c1.xhtml', method: 8, body: Buffer.concat(parts), crc, size: declares },
  ]);
}

/** A valid EPUB 3 with one chapter. */
export function makeEpub(title = 'A Test Book', text = 'Once upon a time.'): Buffer {
  return zip([
    { name: 'mimetype', data: 'application/epub+zip' },
    {
      name: 'META-INF/container.xml',
      data: `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`,
      deflate: true,
    },
    {
      name: 'OEBPS/content.opf',
      data: `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">test</dc:identifier><dc:title>${title}</dc:title><dc:language>en</dc:language></metadata><manifest><item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/></manifest><spine><itemref idref="c1"/></spine></package>`,
      deflate: true,
    },
    {
      name: 'OEBPS/nav.xhtml',
      data: `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>${title}</title></head><body><nav epub:type="toc"><ol><li><a href="c1.xhtml">One</a></li></ol></nav></body></html>`,
      deflate: true,
    },
    {
      name: 'OEBPS/c1.xhtml',
      data: `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>One</title></head><body><p>${text}</p></body></html>`,
      deflate: true,
    },
  ]);
}

/** A valid PDF with `pages` blank pages (cross-reference table with exact offsets). */
export function makePdf(pages = 2): Buffer {
  const objects: string[] = [];
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  for (let i = 0; i < pages; i++) {
    objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>');
  }
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Plain UTF-8 text in Tamil and English. */
export function makeTxt(): Buffer {
  return Buffer.from('திருக்குறள்\n\nஅகர முதல எழுத்தெல்லாம் ஆதி\nபகவன் முதற்றே உலகு.\n', 'utf8');
}

export interface FakeRoute {
  status?: number;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Send the body in pieces, this long apart (a slow host). */
  dribbleMs?: number;
  /** Never answer (a host that accepts the connection and hangs). */
  hang?: boolean;
}

export interface FakeHost {
  url: string;
  port: number;
  /** Every request received, as method and path (with the Host header). */
  requests: { method: string; path: string; host: string }[];
  routes: Map<string, FakeRoute>;
  close(): Promise<void>;
}

/**
 * A local HTTP server standing in for the e-book hosts. Answers from `routes` (keyed by path,
 * with `EBOOK_REMOTE_BASE_URL` the host is the first path segment: `/www.gutenberg.org/…`).
 */
export async function startFakeHost(
  routes: Record<string, FakeRoute> = {},
  options: { port?: number; fallback?: (path: string) => FakeRoute | undefined } = {},
): Promise<FakeHost> {
  const table = new Map(Object.entries(routes));
  const requests: FakeHost['requests'] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    requests.push({ method: request.method ?? 'GET', path, host: request.headers.host ?? '' });
    const route = table.get(path) ?? options.fallback?.(path);
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    if (route.hang) return;
    const body = route.body === undefined ? Buffer.alloc(0) : Buffer.from(route.body);
    response.writeHead(route.status ?? 200, route.headers ?? {});
    if (!route.dribbleMs) {
      response.end(body);
      return;
    }
    let at = 0;
    const tick = () => {
      if (response.destroyed) return;
      if (at >= body.length) {
        response.end();
        return;
      }
      response.write(body.subarray(at, at + 16));
      at += 16;
      setTimeout(tick, route.dribbleMs);
    };
    tick();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    routes: table,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Stand-in for every allow-listed e-book host at once, for `EBOOK_REMOTE_BASE_URL`: any
 * `/<host>/…` path answers a generated file of the kind its name says (`.epub…`, `.pdf`,
 * `.txt`), so the seeded e-books open without the internet.
 */
export function fakeEbookFile(path: string): FakeRoute | undefined {
  const [host = '', ...rest] = path.replace(/^\//, '').split('?')[0]!.split('/');
  const name = rest.join('/');
  if (!host.includes('.') || !name) return undefined;
  if (/\.epub/i.test(name)) {
    return {
      headers: { 'content-type': 'application/epub+zip' },
      body: makeEpub(name, `${host}/${name}`),
    };
  }
  if (/\.pdf$/i.test(name))
    return { headers: { 'content-type': 'application/pdf' }, body: makePdf(3) };
  if (/\.txt$/i.test(name)) {
    return { headers: { 'content-type': 'text/plain; charset=utf-8' }, body: makeTxt() };
  }
  return undefined;
}
