import { TRPCClientError } from '@trpc/client';
import { errorMessage } from '../../lib/error-message';

export const CHECKOUT_MESSAGES = {
  signedOut: 'Please log in to complete your order',
  emptyCart: 'Your cart is empty',
  shipping: 'Please fill in all shipping information',
  unknown: 'Failed to process order. Please try again.',
  success: 'Order placed successfully!',
} as const;

export type CheckoutFailure = { kind: 'signed-out' | 'refused' | 'unknown'; message: string };

// Codes whose message is written for the shopper (the server's AppError wording, e.g. out of stock naming the item).
const SHOPPER_CODES = new Set(['BAD_REQUEST', 'CONFLICT', 'FORBIDDEN', 'NOT_FOUND', 'TOO_MANY_REQUESTS']);

/** What to tell the shopper when `order.place` fails: the server's words when it refused, else a general fallback. */
export function checkoutFailure(error: unknown): CheckoutFailure {
  if (!(error instanceof TRPCClientError)) return { kind: 'unknown', message: CHECKOUT_MESSAGES.unknown };
  const data = error.data as { code?: string; zodError?: unknown } | undefined;
  if (data?.code === 'UNAUTHORIZED') return { kind: 'signed-out', message: CHECKOUT_MESSAGES.signedOut };
  // A rejected input (the form validates first, so this is rare): the shipping rule is the one a shopper can fix.
  if (data?.zodError) return { kind: 'refused', message: CHECKOUT_MESSAGES.shipping };
  const words = errorMessage(error, '');
  if (data?.code && SHOPPER_CODES.has(data.code) && words) return { kind: 'refused', message: words };
  return { kind: 'unknown', message: CHECKOUT_MESSAGES.unknown };
}
