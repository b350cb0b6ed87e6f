import { createHash, randomBytes } from 'node:crypto';
import { loanAudit, memberAudit } from '@app/api-contract';
import { createMember, hitRateLimit, insertUser, lendCopy, startJobQueue, type Db } from '@app/db';
import type { FileStorage } from '../storage/storage';

const NOW = new Date('2026-12-01T04:30:00Z');

/**
 * Adds to a (seeded) database what a library that has been running a while holds beyond its
 * starting content: staff, members, a copy on loan, rate-limit counters (an unlogged table), a
 * queued job (a row of ours and pg-boss's); and a few stored files of each kind: scan photos,
 * an uploaded e-book, a mirrored remote e-book with its description, large and empty ones.
 */
export async function addLibraryContent(db: Db, storage: FileStorage): Promise<void> {
  const user = await insertUser(db, {
    email: `desk-${randomBytes(3).toString('hex')}@backup.test`,
    passwordHash: 'unusable',
    role: 'librarian',
  });
  const actor = { id: user!.id, email: user!.email };
  const members = [];
  for (const fullName of ['Kavitha Sivakumar', 'Nimal Perera', 'Ahamed Rizwan']) {
    members.push(
      await createMember(
        db,
        { fullName, phone: '021 222 3333', email: null, branchId: 'JPL' },
        {
          numberFor: (n) => `B${String(n).padStart(6, '0')}`,
          actor,
          now: NOW,
          audit: memberAudit.created,
        },
      ),
    );
  }
  const copy = await db
    .insertInto('bookInventory')
    .values({
      sku: `JPL-BACKUP-${randomBytes(3).toString('hex').toUpperCase()}`,
      title: 'யாழ்ப்பாண வைபவமாலை',
      author: 'Mayilvaganap Pulavar',
      category: 'History',
      status: 'VERIFIED',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const lent = await lendCopy(db, {
    memberNumber: members[0]!.memberNumber,
    sku: copy.sku,
    actor,
    now: NOW,
    audit: loanAudit.lent,
  });
  if (lent.outcome !== 'lent') throw new Error(`the test copy was not lent: ${lent.outcome}`);
  await hitRateLimit(db, 'search:127.0.0.1', 60_000, NOW);
  await hitRateLimit(db, 'search:127.0.0.1', 60_000, NOW);
  const queue = await startJobQueue({ db });
  try {
    await queue.enqueue(
      'ebooks.mirror',
      { ebookId: 1, fileUrl: 'https://www.gutenberg.org/ebooks/1.epub' },
      { requestedBy: user!.id, total: 1 },
    );
  } finally {
    await queue.stop(1);
  }

  const photo = randomBytes(300_000); // several chunks of every stream on the way
  const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  await storage.put(`scans/${sha(photo)}.webp`, photo, 'image/webp');
  const cover = randomBytes(2_000);
  await storage.put(`covers/${sha(cover)}.webp`, cover, 'image/webp');
  await storage.put('ebooks/tirukkural.epub', randomBytes(10_000), 'application/epub+zip');
  await storage.put('ebooks/empty.txt', Buffer.alloc(0), 'text/plain; charset=utf-8');
  const mirrored = Buffer.from('%PDF-1.4 pretend this is a mirrored public-domain book');
  const key = `mirror/${sha(Buffer.from('https://www.gutenberg.org/ebooks/2.pdf'))}`;
  await storage.put(key, mirrored, 'application/pdf');
  await storage.put(
    `${key}.json`,
    Buffer.from(JSON.stringify({ contentType: 'application/pdf', size: mirrored.length })),
    'application/json',
  );
}

/** Every file in `storage`, by key, with its bytes. */
export async function storedFiles(storage: FileStorage): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {};
  for await (const { key } of storage.list('')) files[key] = (await storage.readBuffer(key))!;
  return files;
}
