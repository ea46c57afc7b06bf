import { z } from 'zod';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES } from '../constants';

/** Admin accounts table: filters and paging happen on the server. */
export const listAccountsInputSchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  accountType: z.enum(ACCOUNT_TYPES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
});
export type ListAccountsInput = z.input<typeof listAccountsInputSchema>;
