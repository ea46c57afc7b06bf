import { z } from 'zod';

export const orderPaymentInputSchema = z.strictObject({ orderId: z.uuid({ error: 'Not found.' }) });

/** Admin refund: the whole remaining amount, or part of it in pence. */
export const refundInputSchema = z.strictObject({
  orderId: z.uuid({ error: 'Not found.' }),
  amountPence: z.union([z.literal('full'), z.int('Enter the amount in pence.').positive('Enter an amount above £0.00.')]),
});
export type RefundInput = z.input<typeof refundInputSchema>;
