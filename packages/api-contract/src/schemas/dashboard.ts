import type { DashboardStats } from '@app/db';
import { z } from 'zod';

/** What `dashboard.stats` and GET /api/admin/stats answer (every field a count). */
export type { DashboardStats };

const count = z.number().int().min(0);

/** The staff dashboard's eight figures (spec §3), counted in SQL. */
export const dashboardStatsOutput = z.object({
  totalBooks: count,
  newBooksThisMonth: count,
  totalMembers: count,
  totalEvents: count,
  totalBranches: count,
  activeLoans: count,
  newsletterSubs: count,
  overdueBooks: count,
});
