import type { Db } from '@app/db';
import type { Services } from '../services';

/** What a job's handler works with: the database, the ports, and the clock. */
export interface JobDeps {
  db: Db;
  services: Services;
  now: () => Date;
}
