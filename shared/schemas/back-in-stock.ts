import { z } from 'zod';
import { WEIGHTS } from '../constants';
import { tableQuery } from '../table-query';
import { emailSchema, text } from './fields';

/** 'Email me when it's back' on one size. Signed-in shoppers' own address is used; guests give one. */
export const backInStockRequestSchema = z.object({
  productId: z.uuid(),
  weight: z.enum(WEIGHTS),
  email: text().trim().pipe(emailSchema).optional(),
});
export type BackInStockRequestInput = z.infer<typeof backInStockRequestSchema>;

/** The guest's confirmation link's token (base64url of 32 random bytes). */
export const backInStockConfirmSchema = z.object({
  token: text()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** The admin's 'Back-in-stock requests' table (one row per size with confirmed requests); most waiting first. */
export const backInStockWaitingTable = tableQuery({
  sortable: ['product', 'waiting', 'oldest', 'stock'],
  filters: {},
  defaultSort: { id: 'waiting', desc: true },
});
