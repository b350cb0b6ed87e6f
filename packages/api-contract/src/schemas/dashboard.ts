import type { DashboardStats } from '@app/db';

/** What `dashboard.stats` and GET /api/admin/stats answer (every field a count). */
export type { DashboardStats };
