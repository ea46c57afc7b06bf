import { holdMessage } from '../../../shared/credit';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { judgeOrderOnAccount } from '../credit/hold';

/** What an order charged to a trade account asks before it is written. */
export type OnAccountRequest = {
  userId: string;
  /** The order's total, VAT and delivery included: what the account's balance would grow by. */
  orderTotalPence: number;
  /** The shop's calendar date (YYYY-MM-DD) the order is placed on. */
  today: string;
};

export type OnAccountDecision =
  | { allowed: true; releaseUsed: boolean }
  | { allowed: false; message: string /** Refused by a credit hold (not by who the account is). */; held: boolean };

/** An order on account refused by a credit hold: a standing order's run is then held and the admins told. */
export class CreditHoldError extends AppError {
  constructor(message: string) {
    super('FORBIDDEN', message);
    this.name = 'CreditHoldError';
  }
}

/**
 * The one place that decides whether an account may charge an order to its balance. Every placing path
 * that posts to the ledger (checkout on account, quick order, and whatever places trade orders in the
 * background) asks here, inside its transaction before the ledger entry, so a rule added here holds
 * everywhere at once. Credit control decides (modules/credit/hold.ts): it locks the account's row, so
 * concurrent orders of one account are judged one at a time, and it may use up an admin's release.
 */
export async function mayOrderOnAccount(tx: Tx, request: OnAccountRequest): Promise<OnAccountDecision> {
  const judgement = await judgeOrderOnAccount(tx, request);
  if (judgement.allowed) return judgement;
  const { hold } = judgement;
  return {
    allowed: false,
    message: hold.kind === 'no_account' ? 'Pay on account is available to approved trade accounts only.' : holdMessage(hold),
    held: hold.kind !== 'no_account',
  };
}

/** Refuses the order with the rule's own message when the account may not order on account. */
export async function requireOnAccountAllowed(tx: Tx, request: OnAccountRequest): Promise<void> {
  const decision = await mayOrderOnAccount(tx, request);
  if (!decision.allowed)
    throw decision.held ? new CreditHoldError(decision.message) : new AppError('FORBIDDEN', decision.message);
}
