import path from 'node:path';
import { createDb } from './client';
import { findRepoRoot, openDatabase } from './connect';
import { dbEnv } from './env';
import { migrateToLatest } from './migrate';
import { seed } from './seed/seed';

const usage = 'usage: tsx src/cli.ts <migrate|seed>';

async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') throw new Error(usage);
  const target = await openDatabase({
    databaseUrl: dbEnv.databaseUrl,
    dataDir: dbEnv.dataDir ?? path.join(findRepoRoot(), '.data'),
  });
  const db = createDb(target.url, { max: 2 });
  try {
    const { results } = await migrateToLatest(db);
    for (const r of results ?? []) console.log(`migrated: ${r.migrationName}`);
    console.log('job queue: ready');
    if (command === 'seed') {
      const { applied } = await seed(db);
      console.log(applied.length ? `seeded: ${applied.join(', ')}` : 'seed: already applied');
    }
  } finally {
    await db.destroy();
    await target.embedded?.stop();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
