import type { Tx } from '../../db/client';
import { AppError } from '../../errors';

/** What an order charged to a trade account asks before it is written. */
export type OnAccountRequest = {
  userId: string;
  /** The order's total, VAT and delivery included: what the account's balance would grow by. */
  orderTotalPence: number;
  /** The shop's calendar date (YYYY-MM-DD) the order is placed on. */
  today: string;
};

export type OnAccountDecision = { allowed: true } | { allowed: false; message: string };

/**
 * The one place that decides whether an account may charge an order to its balance. Every placing path
 * that posts to the ledger (checkout on account, quick order, and whatever places trade orders in the
 * background) asks here, inside its transaction and before any stock is taken, so a rule added here holds
 * everywhere at once and can lock the account's row to judge concurrent orders one at a time.
 * Every approved trade account may order on account today: no credit rule applies yet.
 */
export async function mayOrderOnAccount(_tx: Tx, _request: OnAccountRequest): Promise<OnAccountDecision> {
  return { allowed: true };
}

/** Refuses the order with the rule's own message when the account may not order on account. */
export async function requireOnAccountAllowed(tx: Tx, request: OnAccountRequest): Promise<void> {
  const decision = await mayOrderOnAccount(tx, request);
  if (!decision.allowed) throw new AppError('FORBIDDEN', decision.message);
}
