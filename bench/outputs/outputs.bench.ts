import { parseArgs } from 'node:util';
import { bookPageOutput } from '@app/api-contract/schemas/books';
import { ebookPageOutput } from '@app/api-contract/schemas/ebooks';
import { copyPageOutput } from '@app/api-contract/schemas/inventory';

/**
 * What declaring outputs costs (decision 0035): tRPC parses every answer with its procedure's
 * output schema. Times the parse of a full page of the three hot lists, with rows shaped as the
 * database returns them, beside JSON.stringify of the same page (which every answer pays).
 * No database: the rows are made here, so the figure is the schema's alone.
 */

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '2000' }, items: { type: 'string', default: '100' } },
});
const runs = Number(values.runs);
const size = Number(values.items);
const now = new Date('2026-11-27T10:00:00Z');

const ebook = (id: number) => ({
  id,
  title: `திருக்குறள் — பகுதி ${id}`,
  author: 'திருவள்ளுவர்',
  genre: 'poetry' as const,
  fileUrl: `https://www.gutenberg.org/ebooks/${id}.epub3.images`,
  description: 'Couplets on virtue, wealth and love, with a commentary. '.repeat(4),
  language: 'Tamil' as const,
  isbn: '9780141439518',
  publisher: 'Project Madurai',
  publicationYear: 1950,
  fileFormat: 'EPUB' as const,
  fileSize: '2.5 MB',
  coverImageUrl: null,
  totalPages: 320,
  isPublicDomain: true,
  downloadCount: id * 7,
  rating: 4.5,
  tags: ['poetry', 'ethics', 'classic'],
  isFeatured: id % 5 === 0,
  isActive: true,
  source: 'madurai',
  sourceId: String(id),
  createdAt: now,
  updatedAt: now,
});
const book = (id: number) => ({
  id,
  title: `Jaffna: A Social History ${id}`,
  author: 'K. Indrapala',
  genre: 'history' as const,
  description: 'A history of the peninsula. '.repeat(4),
  available: 2,
  coverColor: 'blue',
  language: 'English',
  isbn: '9780141439518',
  coverUrl: null,
  createdAt: now,
  updatedAt: now,
  copyCount: 3,
  onShelf: 1,
});
const copy = (id: number) => ({
  id,
  sku: `JPL-9780141439518-${String(id).padStart(3, '0')}`,
  title: `Pride and Prejudice ${id}`,
  author: 'Jane Austen',
  isbn: '9780141439518',
  category: 'Fiction',
  description: null,
  sourceMethod: 'ISBN_SCAN' as const,
  imageUrls: [],
  status: 'VERIFIED' as const,
  branchId: 'JPL',
  publisher: 'Penguin',
  publicationYear: 2003,
  language: 'en',
  copyNumber: 1,
  bookId: 1,
  createdAt: now,
  verifiedAt: now,
  verifiedBy: '5b0f3c1e-7f4a-4e55-9d1a-1f2e3d4c5b6a',
  verificationNotes: null,
  lastModified: now,
  metadata: { provenance: { title: 'lookup' as const }, scannedBy: 'librarian' },
  hasQrCode: true,
});

const page = <T>(make: (id: number) => T) => ({
  items: Array.from({ length: size }, (_, index) => make(index + 1)),
  total: 100_000,
  limit: size,
  offset: 0,
});

function time(run: () => unknown) {
  for (let i = 0; i < 200; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    run();
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return `median ${at(0.5).toFixed(0)} µs, p95 ${at(0.95).toFixed(0)} µs`;
}

const lists: [string, { parse: (data: unknown) => unknown }, unknown][] = [
  ['e-books (ebooks.list)', ebookPageOutput, page(ebook)],
  ['books (books.list)', bookPageOutput, page(book)],
  ['copies (inventory.list)', copyPageOutput, page(copy)],
];
console.log(
  `A page of ${size} items, ${runs} runs after 200 to warm up (node ${process.version}):`,
);
for (const [name, schema, data] of lists) {
  console.log(`  ${name}: output parse ${time(() => schema.parse(data))};`);
  console.log(`    JSON.stringify of the same page ${time(() => JSON.stringify(data))}`);
}
