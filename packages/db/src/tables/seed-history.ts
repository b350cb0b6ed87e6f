import type { Generated, Selectable } from 'kysely';

/** Which seed steps have run, so starting again never re-adds content staff have removed. */
export interface SeedHistoryTable {
  step: string;
  appliedAt: Generated<Date>;
}
export type SeedHistory = Selectable<SeedHistoryTable>;
