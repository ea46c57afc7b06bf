import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  accountLedgerEntries,
  invoices,
  orderItems,
  type orders,
  productVariants,
  promotionRedemptions,
  promotions,
  stockMovements,
} from '../../db/schema/index';
import type { Actor } from '../audit/actor';
import { formatInvoiceNumber } from '../invoice/numbering';
import { postLedgerEntry } from '../ledger/service';

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
async function creditAccount(tx: Tx, actor: Actor, order: Order, invoice: Invoice | null, reason: string): Promise<number> {
  const owed = await outstandingOnAccount(tx, order.id);
  if (owed <= 0) return 0;
  await postLedgerEntry(tx, {
    userId: order.userId,
    amountPence: -owed,
    reason,
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
  const creditedPence = await creditAccount(tx, actor, order, invoice, `Payment received for ${reference}`);
  return { invoiceStatus: invoice ? ('paid' as const) : null, creditedPence };
}

/**
 * Cancelling: every line goes back into stock (with a movement), the promotion use is released,
 * the invoice is void and an unpaid charge on a trade account is taken off the balance.
 */
export async function cancelEffects(tx: Tx, actor: Actor, order: Order, invoice: Invoice | null) {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  let restockedUnits = 0;
  // Variants in id order, as order placement locks them, so the two never deadlock.
  for (const line of [...lines].sort((a, b) => String(a.variantId).localeCompare(String(b.variantId)))) {
    if (!line.variantId) continue; // the variant was deleted since: nothing to put back
    const [variant] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
      .where(eq(productVariants.id, line.variantId))
      .returning({ id: productVariants.id });
    if (!variant) continue;
    await tx.insert(stockMovements).values({
      variantId: variant.id,
      delta: line.quantity,
      reason: 'order cancelled',
      orderId: order.id,
      actorUserId: actor.userId,
    });
    restockedUnits += line.quantity;
  }

  const [redemption] = await tx.delete(promotionRedemptions).where(eq(promotionRedemptions.orderId, order.id)).returning();
  if (redemption) {
    await tx
      .update(promotions)
      .set({ currentUses: sql`greatest(${promotions.currentUses} - 1, 0)` })
      .where(eq(promotions.id, redemption.promotionId));
  }

  const wasPaid = invoice?.status === 'paid';
  if (invoice && invoice.status !== 'void') {
    await tx.update(invoices).set({ status: 'void' }).where(eq(invoices.id, invoice.id));
  }
  const creditedPence = await creditAccount(tx, actor, order, invoice, `Order #${order.number} cancelled`);
  return {
    restockedUnits,
    promotionReleased: redemption ? redemption.promotionId : null,
    invoiceStatus: invoice ? ('void' as const) : null,
    creditedPence,
    refundDue: wasPaid,
  };
}
