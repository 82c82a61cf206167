import type { ScheduledTask } from './lib/scheduler.ts';
import { overdueRefreshTask } from './modules/overdue/overdue-refresh.service.ts';

/**
 * The background tasks the API process runs (lib/scheduler.ts). A feature with work that is
 * not a request (nightly backup, report jobs) adds one line here.
 */
export const SCHEDULED_TASKS: readonly ScheduledTask[] = [overdueRefreshTask];
