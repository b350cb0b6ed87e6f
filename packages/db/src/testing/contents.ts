import { sql } from 'kysely';
import type { Db } from '../client';
import { BACKED_UP_SCHEMAS } from '../queries/backup';

/** Everything a database holds, in a form two databases can be compared by (`toEqual`). */
export interface DatabaseContents {
  /** Every row of every table (`schema.table`), as PostgreSQL writes the row, sorted. */
  tables: Record<string, string[]>;
  /** Each sequence's last value and whether it was called (the next id it hands out). */
  sequences: Record<string, string>;
}

/**
 * Reads every base table of the backed-up schemas (as information_schema lists them: unlogged
 * and partitioned tables too) row by row, ordered by the whole row, so any difference in any
 * column of any row shows; and every sequence's position.
 */
export async function databaseContents(db: Db): Promise<DatabaseContents> {
  const schemas = sql.join([...BACKED_UP_SCHEMAS]);
  const { rows: names } = await sql<{ name: string }>`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema in (${schemas}) and table_type = 'BASE TABLE'
    order by 1`.execute(db);
  const tables: Record<string, string[]> = {};
  for (const { name } of names) {
    const { rows } = await sql<{ row: string }>`
      select r::text as row from ${sql.table(name)} r order by 1`.execute(db);
    tables[name] = rows.map((r) => r.row);
  }
  const { rows: sequences } = await sql<{ name: string; position: string }>`
    select schemaname || '.' || sequencename as name,
           coalesce(last_value::text, 'unused') as position
    from pg_sequences where schemaname in (${schemas}) order by 1`.execute(db);
  return {
    tables,
    sequences: Object.fromEntries(sequences.map((s) => [s.name, s.position])),
  };
}

/** Runs one SQL statement as written (tests set up states that no query function makes). */
export async function runStatement(db: Db, statement: string): Promise<void> {
  await sql.raw(statement).execute(db);
}
