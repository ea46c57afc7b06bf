import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_KINDS } from '../../../shared/statement';
import { user } from './auth';
import { accountStatusEnum, accountTypeEnum, roleEnum } from './enums';

/** A user's profile / account, 1:1 with a better-auth user. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    postcode: text('postcode'),
    businessName: text('business_name'),
    companyType: text('company_type'),
    vatNumber: text('vat_number'),
    accountType: accountTypeEnum('account_type').notNull().default('Customer'),
    status: accountStatusEnum('status'),
    role: roleEnum('role').notNull().default('customer'),
    /** Wholesale price tier 1-3, set by an admin on approval. */
    priceTier: integer('price_tier'),
    /** Payment term in days for orders on account: an invoice is due this many days after its date. */
    termsDays: integer('terms_days'),
    /** Set by an admin: every trade order of this account must carry the buyer's purchase order number. */
    poNumberRequired: boolean('po_number_required').notNull().default(false),
    /** The trade terms as shown ('Net 30'), always read from terms_days so the two never disagree. */
    terms: text('terms').generatedAlwaysAs(sql`CASE WHEN terms_days IS NULL THEN NULL ELSE 'Net ' || terms_days END`),
    /** The most the account may owe after an order on account; null means no limit. */
    creditLimitPence: integer('credit_limit_pence'),
    /** Cached sum of the ledger entries, updated in the same transaction as each entry. */
    accountBalancePence: bigint('account_balance_pence', { mode: 'number' }).notNull().default(0),
    /**
     * When the person's account was deleted at their request (or an admin's, for them): name, email, phone and
     * addresses are gone; the orders, invoices and credit notes stay, as tax records must.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_account_type_idx').on(t.accountType),
    check('profiles_price_tier_check', sql`${t.priceTier} IS NULL OR ${t.priceTier} BETWEEN 1 AND 3`),
    check('profiles_terms_days_check', sql`${t.termsDays} IS NULL OR ${t.termsDays} IN (7, 14, 30, 60)`),
    check('profiles_credit_limit_check', sql`${t.creditLimitPence} IS NULL OR ${t.creditLimitPence} >= 0`),
  ],
);

/** Wholesale account balance as a ledger: every change is an entry, never an overwrite. */
/** A profile row: the shop's side of a user (role, trade tier, balance). */
export type Profile = typeof profiles.$inferSelect;

export const accountLedgerEntries = pgTable(
  'account_ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    /** What moved the balance, so a statement can total invoices, payments and credit notes. */
    kind: text('kind', { enum: LEDGER_KINDS }).notNull().default('adjustment'),
    reason: text('reason').notNull(),
    orderId: uuid('order_id'),
    invoiceId: uuid('invoice_id'),
    actorUserId: text('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_user_idx').on(t.userId),
    check('ledger_kind_check', sql`${t.kind} IN (${sql.raw(LEDGER_KINDS.map((k) => `'${k}'`).join(', '))})`),
  ],
);
