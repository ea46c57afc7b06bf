import { and, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays } from '../../../shared/dates';
import { shopToday } from '../../../shared/promotions';
import type { placeOrderInputSchema } from '../../../shared/schemas/checkout';
import { orderTotals } from '../../../shared/totals';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  invoices,
  orderEvents,
  orderItems,
  orders,
  productVariants,
  promotionRedemptions,
  stockMovements,
} from '../../db/schema/index';
import { AppError } from '../../errors';
import { orderConfirmationEmail } from '../../mail/order-emails';
import type { AppDeps, Profile, SessionInfo } from '../../trpc/context';
import { cartLinesOf, clearCart } from '../cart/service';
import { priceCartLines, tradeTierOf } from '../catalogue/pricing';
import { formatInvoiceNumber, nextInvoiceNumber } from '../invoice/numbering';
import { postLedgerEntry } from '../ledger/service';
import { paymentProviders } from './payment';
import { redeemPromotion } from './promotion-redemption';

export type PlacedOrder = { orderId: string; number: number; totalPence: number; status: string; replayed: boolean };
type Input = z.output<typeof placeOrderInputSchema>;

async function findByKey(deps: AppDeps, userId: string, key: string): Promise<PlacedOrder | null> {
  const [row] = await deps.db
    .select({ orderId: orders.id, number: orders.number, totalPence: orders.totalPence, status: orders.status })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row ? { ...row, replayed: true } : null;
}

/**
 * Places the signed-in shopper's server cart as one transaction: re-price from the database,
 * take stock with conditional updates, redeem the promotion, write the order, its item snapshots,
 * its invoice and the confirmation email, and empty the cart. The same idempotency key replays
 * the first order instead of making a second.
 */
export async function placeOrder(
  deps: AppDeps,
  actor: { session: SessionInfo; profile: Profile | null },
  input: Input,
): Promise<PlacedOrder> {
  const userId = actor.session.user.id;
  const replay = await findByKey(deps, userId, input.idempotencyKey);
  if (replay) return replay;
  try {
    return await deps.db.transaction((tx) => placeInTransaction(tx, deps, actor, input));
  } catch (error) {
    // A concurrent submit with the same key committed first: answer with its order.
    if (isUniqueViolation(error, 'orders_user_idempotency_key')) {
      const first = await findByKey(deps, userId, input.idempotencyKey);
      if (first) return first;
    }
    throw error;
  }
}

async function placeInTransaction(
  tx: Tx,
  deps: AppDeps,
  actor: { session: SessionInfo; profile: Profile | null },
  input: Input,
): Promise<PlacedOrder> {
  const userId = actor.session.user.id;
  const tier = tradeTierOf(actor.profile);
  const onAccount = input.paymentMethod === 'on_account';
  if (onAccount && tier === null) throw new AppError('FORBIDDEN', 'Pay on account is available to approved trade accounts only.');

  const lines = await priceCartLines(tx, await cartLinesOf(tx, userId), tier);
  if (lines.length === 0) throw new AppError('BAD_REQUEST', 'Your cart is empty');
  const broken = lines.find((l) => l.problem !== null);
  if (broken) throw new AppError('CONFLICT', `${broken.productName} ${broken.weight}: ${broken.problem}`);

  const today = shopToday();
  const provider = paymentProviders(deps.config)[input.paymentMethod];
  const preliminary = orderTotals(lines);
  // The order row goes first: a concurrent submit with the same key waits here, then replays.
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      status: 'awaiting_payment',
      source: onAccount ? 'wholesale_on_account' : 'shop',
      paymentMethod: input.paymentMethod,
      shippingAddress: { ...input.shipping, address2: input.shipping.address2 ?? null },
      subtotalNetPence: preliminary.subtotalNetPence,
      vatPence: preliminary.vatPence,
      totalPence: preliminary.totalPence,
      idempotencyKey: input.idempotencyKey,
    })
    .returning({ id: orders.id, number: orders.number });
  if (!order) throw new Error('order insert returned nothing');

  // Lock variants in one order (by id) so concurrent orders never deadlock.
  for (const line of [...lines].sort((a, b) => String(a.variantId).localeCompare(String(b.variantId)))) {
    const [taken] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
      .where(and(eq(productVariants.id, line.variantId as string), gte(productVariants.stock, line.quantity)))
      .returning({ id: productVariants.id });
    if (!taken)
      throw new AppError(
        'CONFLICT',
        `Sorry, ${line.productName} ${line.weight} is out of stock. Please update your cart and try again.`,
      );
    await tx
      .insert(stockMovements)
      .values({ variantId: taken.id, delta: -line.quantity, reason: 'order', orderId: order.id, actorUserId: userId });
  }

  let discountPence = 0;
  let promotion: { id: string; code: string } | null = null;
  if (input.promotionCode) {
    const redeemed = await redeemPromotion(tx, input.promotionCode, preliminary.subtotalPence, today);
    discountPence = redeemed.discountPence;
    promotion = redeemed.promotion;
    await tx.insert(promotionRedemptions).values({ promotionId: promotion.id, orderId: order.id, userId, discountPence });
  }
  const totals = orderTotals(lines, discountPence);
  await tx
    .update(orders)
    .set({
      discountPence: totals.discountPence,
      totalPence: totals.totalPence,
      promotionId: promotion?.id ?? null,
      promotionCode: promotion?.code ?? null,
    })
    .where(eq(orders.id, order.id));

  await tx.insert(orderItems).values(
    lines.map((l) => ({
      orderId: order.id,
      productId: l.productId,
      variantId: l.variantId,
      productName: l.productName,
      weight: l.weight,
      moisture: l.moisture,
      unitNetPence: l.unitNetPence,
      vatRateBps: l.vatRateBps,
      quantity: l.quantity,
      lineNetPence: l.lineNetPence,
      lineVatPence: l.lineVatPence,
      lineTotalPence: l.lineTotalPence,
    })),
  );
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, status: 'awaiting_payment', note: provider.label, actorUserId: userId });

  const invoiceNumber = await nextInvoiceNumber(tx);
  const reference = formatInvoiceNumber(invoiceNumber);
  const dueDate = onAccount ? addDays(today, actor.profile?.termsDays ?? 30) : null;
  const instructions = provider.instructions(reference);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: invoiceNumber,
      orderId: order.id,
      userId,
      subtotalNetPence: totals.subtotalNetPence,
      vatPence: totals.vatPence,
      discountPence: totals.discountPence,
      shippingPence: totals.shippingPence,
      totalPence: totals.totalPence,
      dueDate,
      paymentInstructions: instructions,
    })
    .returning({ id: invoices.id });

  if (onAccount) {
    await postLedgerEntry(tx, {
      userId,
      amountPence: totals.totalPence,
      reason: `Order #${order.number}`,
      orderId: order.id,
      invoiceId: invoice?.id,
      actorUserId: userId,
    });
  }

  await deps.mailer.enqueue(
    orderConfirmationEmail({
      to: actor.session.user.email,
      fullName: input.shipping.fullName,
      orderNumber: order.number,
      invoiceNumber: reference,
      lines,
      subtotalPence: totals.subtotalPence,
      discountPence: totals.discountPence,
      promotionCode: promotion?.code ?? null,
      shippingPence: totals.shippingPence,
      totalPence: totals.totalPence,
      paymentInstructions: instructions,
      dueDate,
      baseUrl: deps.config.baseUrl,
    }),
    tx,
  );
  await clearCart(tx, userId);
  return { orderId: order.id, number: order.number, totalPence: totals.totalPence, status: 'awaiting_payment', replayed: false };
}
