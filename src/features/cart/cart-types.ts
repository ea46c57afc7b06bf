import type { RouterOutputs } from '~/server/trpc/app-router';

/** A cart as the server prices it (guest or signed in): lines with amounts and any problem flagged. */
export type CartView = RouterOutputs['cart']['get'];
export type CartViewLine = CartView['lines'][number];

export const EMPTY_CART_VIEW: CartView = {
  lines: [],
  subtotalPence: 0,
  deliveryPence: 0,
  vatPence: 0,
  totalPence: 0,
  count: 0,
  hasProblems: false,
};
