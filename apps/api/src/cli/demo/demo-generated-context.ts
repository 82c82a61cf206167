import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { GENERATOR_REQUEST_PREFIX } from '../../modules/generator/generator-guard.repository.ts';

/**
 * The context under which a demo step writes so that its audit rows count as part of the
 * generated demo: /dev/mock may then still replace the data, as it may the generator's own.
 * Null when no generated data is on record (nothing to add the step to).
 */
export async function generatedDemoContext(ctx: RequestContext): Promise<RequestContext | null> {
  const [marker] = await rawRows<{ id: number }>(
    ctx.db,
    sql`select id from generated_data order by id desc limit 1`,
  );
  return marker ? { ...ctx, requestId: `${GENERATOR_REQUEST_PREFIX}${marker.id}` } : null;
}
