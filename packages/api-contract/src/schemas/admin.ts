import type { DashboardStats } from '@app/db';

/** What `admin.stats` and GET /api/admin/stats answer (every field a count). */
export type AdminStats = DashboardStats;
