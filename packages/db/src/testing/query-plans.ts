import { CompiledQuery } from 'kysely';
import { createDb, type Db } from '../client';

/** A statement as a pool ran it: its SQL and its parameters. */
export interface CapturedStatement {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * A pool over `url` that remembers every statement it runs; `take()` hands over those run
 * since the last call. The query-plan test runs procedures on it, then explains what ran.
 */
export function capturingDb(url: string): { db: Db; take(): CapturedStatement[] } {
  let statements: CapturedStatement[] = [];
  const db = createDb(url, {
    max: 4,
    log: (event) => {
      if (event.level === 'query') {
        statements.push({ sql: event.query.sql, parameters: event.query.parameters });
      }
    },
  });
  return {
    db,
    take() {
      const taken = statements;
      statements = [];
      return taken;
    },
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function wholeReads(node: PlanNode, tables: ReadonlySet<string>): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && tables.has(node['Relation Name'] ?? '')
      ? [node['Relation Name']!]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => wholeReads(child, tables))];
}

/**
 * EXPLAINs `statements` in order (without running them), in one transaction that is rolled
 * back, where their own `set local` settings hold again; answers, per statement, which of
 * `tables` its plan reads whole (a sequential scan). `first` runs before them in the same
 * transaction (the test drops an index there to show that the check notices).
 */
export async function wholeTableReads(
  db: Db,
  statements: readonly CapturedStatement[],
  tables: ReadonlySet<string>,
  first: readonly string[] = [],
): Promise<string[]> {
  const found: string[] = [];
  await db
    .transaction()
    .execute(async (tx) => {
      for (const statement of first) await tx.executeQuery(CompiledQuery.raw(statement));
      for (const { sql, parameters } of statements) {
        const text = sql.trim();
        if (/^(begin|commit|rollback|savepoint|release)\b/i.test(text)) continue;
        if (/^set\b/i.test(text)) {
          await tx.executeQuery(CompiledQuery.raw(text, [...parameters]));
          continue;
        }
        const { rows } = await tx.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
          CompiledQuery.raw(`explain (format json) ${text}`, [...parameters]),
        );
        for (const table of wholeReads(rows[0]!['QUERY PLAN'][0]!.Plan, tables)) {
          found.push(`${table} read whole by: ${text.replace(/\s+/g, ' ').slice(0, 200)}`);
        }
      }
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return found;
}

class Rollback extends Error {}
