import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { areas } from './areas.ts';
import { clientStatuses } from './client-statuses.ts';
import { tariffGroups } from './tariffs.ts';

/** Member ids are handed out in order and shown zero-padded to 5 digits (spec §9). */
export const memberIdSequence = pgSequence('clients_member_id_seq', { startWith: 1 });

/** A water user (สมาชิกผู้ใช้น้ำ). Deleting one only sets `deleted_at`: history must stay. */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().default(sql`nextval('clients_member_id_seq')`),
    waterNo: text('water_no'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    houseNo: text('house_no').notNull().default(''),
    address: text('address').notNull().default(''),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    tariffGroupId: integer('tariff_group_id')
      .notNull()
      .references(() => tariffGroups.id),
    /** 1_0, 1_1, 2_0, 2_1: the debt half is kept in step with unpaid invoices. */
    statusCode: text('status_code')
      .notNull()
      .default('1_0')
      .references(() => clientStatuses.code),
    /** Marked "ignored" (e.g. fee-exempt or excluded from billing); see docs. */
    ignored: boolean('ignored').notNull().default(false),
    ignoredReason: text('ignored_reason').notNull().default(''),
    /** Sum of unpaid invoices, satang; maintained in the same transaction as invoices. */
    debtSatang: bigint('debt_satang', { mode: 'number' }).notNull().default(0),
    /**
     * Credit balance (ยอดเงินคงเหลือ), satang: the sum of the member's `client_credits` rows,
     * kept in the same statement as each of them (docs/decisions/031). Never negative.
     */
    creditSatang: bigint('credit_satang', { mode: 'number' }).notNull().default(0),
    /**
     * What the list's text search looks in (names, house no, address, water no), one column so
     * one trigram index serves `ILIKE '%…%'` on all of them.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`"first_name" || ' ' || "last_name" || ' ' || "house_no" || ' ' || "address" || ' ' || coalesce("water_no", '')`,
    ),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_member_id_key').on(t.memberId),
    uniqueIndex('clients_water_no_key')
      .on(t.waterNo)
      .where(sql`${t.waterNo} is not null and ${t.deletedAt} is null`),
    // The public bill check matches water numbers whatever their case (decision 016).
    index('clients_water_no_lower_idx')
      .on(sql`lower(${t.waterNo})`)
      .where(sql`${t.waterNo} is not null and ${t.deletedAt} is null`),
    index('clients_area_id_idx').on(t.areaId),
    check('clients_credit_check', sql`${t.creditSatang} >= 0`),
    // The few members with a credit balance: the bill run's look-up (migration 0034).
    index('clients_credit_idx').on(t.id).where(sql`${t.creditSatang} > 0`),
    index('clients_tariff_group_id_idx').on(t.tariffGroupId),
    // Deliberately no index on debt_satang or status_code: the bill run and every payment
    // rewrite them, and with no index over them (and fillfactor 50, migration 0012) those
    // updates are HOT, touching no index, not even the trigram one. The list's debt sort and
    // the status counts scan the table instead (docs/decisions/007, docs/benchmarks.md).
    // The list shows clients that are not deleted; these serve its search and sort orders. The
    // page's member ids are read from the index alone (index-only scans), even deep pages.
    index('clients_list_member_idx').on(t.memberId).where(sql`${t.deletedAt} is null`),
    index('clients_search_text_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`${t.deletedAt} is null`),
    index('clients_name_sort_idx')
      .on(t.firstName, t.lastName, t.memberId)
      .where(sql`${t.deletedAt} is null`),
    index('clients_house_no_sort_idx').on(t.houseNo, t.memberId).where(sql`${t.deletedAt} is null`),
  ],
);

export type ClientRow = typeof clients.$inferSelect;
