import { z } from 'zod';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, ROLES } from '../constants';
import { MAX_CREDIT_LIMIT_PENCE, TERMS_DAYS } from '../credit';
import { poundsToPence } from '../money';
import { tableQuery } from '../table-query';
import { optionalField, postcodeField } from './address';
import { text } from './fields';

/** 'Admin dashboard' accounts table: the table and the page's URL share this shape (oldest first by default). */
export const accountsTable = tableQuery({
  sortable: ['accountName', 'accountType', 'status', 'balance', 'fullName', 'email', 'terms', 'createdAt'],
  filters: {
    search: text().trim().max(100).optional(),
    accountType: z.enum(ACCOUNT_TYPES).optional(),
    status: z.enum(ACCOUNT_STATUSES).optional(),
  },
  defaultSort: { id: 'createdAt', desc: false },
  defaultPageSize: 10,
});

const optional = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** 'Account details': full name required, email valid, the rest optional. Email changes go through better-auth. */
export const accountDetailsSchema = z.strictObject({
  fullName: text().trim().min(1, 'Full name is required').max(120),
  email: z.email({ error: 'Invalid email address' }),
  phone: optional(32),
  address1: optional(200),
  address2: optional(200),
  city: optional(100),
  /** Optional, but a UK postcode when given (normalised like checkout's). */
  postcode: optionalField(postcodeField),
  /** Only wholesalers and admins may set these (the fields appear only for them). */
  businessName: optional(160),
  companyType: optional(40),
});
export type AccountDetailsInput = z.input<typeof accountDetailsSchema>;

export const userIdInputSchema = z.strictObject({ userId: text().min(1).max(100) });

export const accountDecisionSchema = z.strictObject({
  userId: text().min(1).max(100),
  decision: z.enum(['approve', 'reject']),
});

/**
 * The credit limit in pounds as typed ('500' or '1250.00'), kept as text so the client's parsed value
 * parses again on the server; empty means no limit. The service stores it in pence.
 */
const POUNDS = /^\d+(\.\d{1,2})?$/;
const creditLimitField = text()
  .trim()
  .max(12, 'Enter the credit limit in pounds, e.g. 500 or 1250.00')
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || POUNDS.test(v), 'Enter the credit limit in pounds, e.g. 500 or 1250.00')
  .refine(
    (v) => v === null || !POUNDS.test(v) || poundsToPence(v) <= MAX_CREDIT_LIMIT_PENCE,
    'The credit limit can be at most £1,000,000.00.',
  );

/** The admin's full edit form for an account. */
export const adminAccountUpdateSchema = accountDetailsSchema.omit({ email: true }).extend({
  userId: text().min(1).max(100),
  accountType: z.enum(ACCOUNT_TYPES),
  status: z.enum(ACCOUNT_STATUSES).nullable(),
  role: z.enum(ROLES),
  priceTier: z.number().int().min(1).max(3).nullable(),
  termsDays: z
    .number()
    .refine((days) => (TERMS_DAYS as readonly number[]).includes(days), 'Choose Net 7, 14, 30 or 60.')
    .nullable(),
  creditLimit: creditLimitField,
  /** Every trade order of the account must carry a purchase order number (left as it was when absent). */
  poNumberRequired: z.boolean().optional(),
});

/** A balance adjustment is a ledger entry with a reason; never an overwrite. */
export const balanceAdjustmentSchema = z.strictObject({
  userId: text().min(1).max(100),
  amount: text()
    .trim()
    .regex(/^-?\d+(\.\d{1,2})?$/, 'Enter an amount in pounds, e.g. 25.00 or -10.50'),
  reason: text().trim().min(3, 'Please give a reason for the adjustment').max(200),
});
