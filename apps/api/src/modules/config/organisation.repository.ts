import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type OrganisationRow, organisation } from '../../db/schema/organisation.ts';

/** The one organisation row; id = 1 is enforced by a check constraint. */
const ORGANISATION_ID = 1;

/**
 * What the organisation form writes: everything but the biller id, which only the bank settings
 * write (docs/decisions/020), so saving this form never touches it.
 */
export type OrganisationValues = Omit<OrganisationRow, 'id' | 'updatedAt' | 'promptpayBillerId'>;

export async function findOrganisation(
  db: Db,
  options: { lock?: boolean } = {},
): Promise<OrganisationRow | undefined> {
  const query = db.select().from(organisation).where(eq(organisation.id, ORGANISATION_ID)).limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** The migration inserts the row; an upsert keeps a hand-emptied table working too. */
export async function saveOrganisation(
  db: Db,
  values: OrganisationValues,
  now: Date,
): Promise<OrganisationRow> {
  const [row] = await db
    .insert(organisation)
    .values({ id: ORGANISATION_ID, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: organisation.id, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('Organisation upsert returned no row');
  return row;
}
