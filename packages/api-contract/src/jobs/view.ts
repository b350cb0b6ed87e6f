import type { JobRow } from '@app/db';
import type { JobView } from '../schemas/jobs';

/** A job's row as the screens see it. */
export function jobView(row: JobRow): JobView {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    done: row.done,
    total: row.total,
    attempts: row.attempts,
    subjectId: row.subjectId,
    result: (row.result as Record<string, unknown> | null) ?? null,
    errorCode: row.errorCode,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
