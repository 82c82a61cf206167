import type { Db } from '../../db/database.ts';
import { findOrganisation } from '../config/organisation.repository.ts';
import { findDebtSettings } from './debt-settings.repository.ts';

/** What the debt documents print at the top and at the signature: the office and the signer. */
export async function findLetterhead(db: Db) {
  const [organisation, settings] = await Promise.all([findOrganisation(db), findDebtSettings(db)]);
  return {
    organisation,
    settings,
    office: {
      name: organisation?.name ?? '',
      address: organisation?.address ?? '',
      phone: organisation?.phone ?? '',
    },
    signer: { name: settings.signer_name, position: settings.signer_position },
  };
}

export type Letterhead = Awaited<ReturnType<typeof findLetterhead>>;
