import type { ScheduledTask } from './lib/scheduler.ts';
import { overdueRefreshTask } from './modules/overdue/overdue-refresh.service.ts';

/**
 * The background tasks the API process runs (lib/scheduler.ts). A feature with work that is
 * not a request adds one line here. The nightly backup needs the server's settings, so
 * server.ts adds it (modules/backup/nightly-backup.ts).
 */
export const SCHEDULED_TASKS: readonly ScheduledTask[] = [overdueRefreshTask];
