import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The four fixed roles of spec §6. The number is the primary key because the client stores it
 * as the user's `type`; rows are inserted by a migration and never renumbered.
 */
export const roles = pgTable(
  'roles',
  {
    role: smallint('role').primaryKey(),
    name: text('name').notNull().unique(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    // Flags a new account of this role starts with (ROLE_DEFAULT_FLAGS in @prapa/domain).
    generalRead: boolean('general_read').notNull(),
    generalEdit: boolean('general_edit').notNull(),
    meterRead: boolean('meter_read').notNull(),
    meterEdit: boolean('meter_edit').notNull(),
  },
  (t) => [check('roles_role_check', sql`${t.role} between 1 and 4`)],
);

export type RoleRow = typeof roles.$inferSelect;
