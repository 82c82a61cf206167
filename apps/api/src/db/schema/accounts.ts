import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { roles } from './roles.ts';

export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: smallint('role')
      .notNull()
      .references(() => roles.role),
    generalRead: boolean('general_read').notNull(),
    generalEdit: boolean('general_edit').notNull(),
    meterRead: boolean('meter_read').notNull(),
    meterEdit: boolean('meter_edit').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Staff type their user name in any case; "Admin" and "admin" must be one account.
    uniqueIndex('accounts_user_name_lower_key').on(sql`lower(${t.userName})`),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccountRow = typeof accounts.$inferInsert;
