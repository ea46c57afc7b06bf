import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accountLedgerEntries, invoices, type orders } from '../../db/schema/index';
import type { AppDeps } from '../../trpc/context';
import type { Actor } from '../audit/actor';
import { issueCreditNote } from '../invoice/credit-note';
import { formatInvoiceNumber } from '../invoice/numbering';
import { postLedgerEntry } from '../ledger/service';
import { returnGoods } from '../order/return-goods';

type Order = typeof orders.$inferSelect;
type Invoice = typeof invoices.$inferSelect;

/**
 * What the order still owes on the customer's trade account: the sum of its ledger entries.
 * Reading the ledger (rather than trusting the order's source) means an order is never credited twice.
 */
async function outstandingOnAccount(tx: Tx, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${accountLedgerEntries.amountPence}), 0)`.mapWith(Number) })
    .from(accountLedgerEntries)
    .where(eq(accountLedgerEntries.orderId, orderId));
  return row?.total ?? 0;
}

/** Takes what the order still owes off the trade balance (a negative ledger entry, through the ledger). */
async function creditAccount(
  tx: Tx,
  actor: Actor,
  order: Order,
  invoice: Invoice | null,
  entry: { kind: 'payment' | 'cancellation'; reason: string },
): Promise<number> {
  const owed = await outstandingOnAccount(tx, order.id);
  if (owed <= 0) return 0;
  await postLedgerEntry(tx, {
    userId: order.userId,
    ...entry,
    amountPence: -owed,
    orderId: order.id,
    invoiceId: invoice?.id ?? null,
    actorUserId: actor.userId,
  });
  return owed;
}

/**
 * Payment received: the invoice becomes paid and, for an order charged to a trade account, the
 * balance goes down through the ledger. The order 'paid' action and the invoice 'mark paid'
 * action both come here.
 */
export async function settlePayment(tx: Tx, actor: Actor, order: Order, invoice: Invoice | null) {
  if (invoice?.status === 'unpaid') {
    await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: new Date() })
      .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'unpaid')));
  }
  const reference = invoice ? formatInvoiceNumber(invoice.number) : `order #${order.number}`;
  const creditedPence = await creditAccount(tx, actor, order, invoice, {
    kind: 'payment',
    reason: `Payment received for ${reference}`,
  });
  return { invoiceStatus: invoice ? ('paid' as const) : null, creditedPence };
}

/**
 * Cancelling. A paid order's invoice stays as issued and a credit note negates it (which puts the
 * stock and the promotion use back): paid on account, the credit goes to the trade account;
 * otherwise a refund is due. An unpaid order's goods go back, its invoice is void and an unpaid
 * charge on a trade account is taken off the balance.
 */
export async function cancelEffects(
  tx: Tx,
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  actor: Actor,
  order: Order,
  invoice: Invoice | null,
) {
  if (invoice?.status === 'paid') {
    const credited = await issueCreditNote(tx, deps, {
      orderId: order.id,
      amountPence: 'full',
      reason: `Order #${order.number} cancelled`,
      actorUserId: actor.userId,
    });
    return {
      restockedUnits: credited.restockedUnits,
      promotionReleased: credited.promotionReleased,
      invoiceStatus: 'paid' as const,
      creditNote: credited.creditNote?.reference ?? null,
      creditedPence: credited.creditedToAccountPence,
      refundDue: credited.creditedToAccountPence === 0,
    };
  }
  const goods = await returnGoods(tx, order.id, actor.userId, 'order cancelled');
  if (invoice && invoice.status !== 'void') {
    await tx.update(invoices).set({ status: 'void' }).where(eq(invoices.id, invoice.id));
  }
  const creditedPence = await creditAccount(tx, actor, order, invoice, {
    kind: 'cancellation',
    reason: `Order #${order.number} cancelled`,
  });
  return {
    ...goods,
    invoiceStatus: invoice ? ('void' as const) : null,
    creditNote: null,
    creditedPence,
    refundDue: false,
  };
}
