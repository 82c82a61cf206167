import type { RequestContext } from '../../lib/request-context.ts';
import { generateData } from '../../modules/generator/generate-data.service.ts';
import {
  findDataOrigin,
  GENERATOR_REQUEST_PREFIX,
} from '../../modules/generator/generator-guard.repository.ts';
import { seedDemoBank } from './demo-bank.ts';
import { seedDemoCorrection } from './demo-correction.ts';
import { seedDemoCounterDay } from './demo-counter-day.ts';
import { demoPlan } from './demo-plan.ts';

/**
 * Master data, clients, meters, readings, invoices and receipts of the demo village, by the
 * generator, then the counter's day. Only into a database without business data: a second
 * seed, or one over data somebody entered, changes nothing.
 */
export async function seedDemoData(ctx: RequestContext): Promise<void> {
  if ((await findDataOrigin(ctx.db)).kind !== 'empty') return;
  const { markerId } = await generateData(ctx, demoPlan());
  await seedDemoCounterDay({ ...ctx, requestId: `${GENERATOR_REQUEST_PREFIX}${markerId}` });
  // Bank settings and one imported bank file (docs/decisions/020).
  await seedDemoBank({ ...ctx, requestId: `${GENERATOR_REQUEST_PREFIX}${markerId}` });
  // One billed reading corrected: cancelled bill with its reason, re-issued (issue 12).
  await seedDemoCorrection({ ...ctx, requestId: `${GENERATOR_REQUEST_PREFIX}${markerId}` });
}
