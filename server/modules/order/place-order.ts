import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { basketTotals } from '../../../shared/basket';
import { addDays } from '../../../shared/dates';
import { shopToday } from '../../../shared/promotions';
import type { placeOrderInputSchema } from '../../../shared/schemas/checkout';
import { type LineTotals, orderTotals } from '../../../shared/totals';
import { rowsOf, type Tx } from '../../db/client';
import type { Profile } from '../../db/schema/index';
import { orderEvents, orderItems, orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { orderConfirmationEmail } from '../../mail/order-emails';
import type { AppDeps, SessionInfo } from '../../trpc/context';
import { clearCart, pricedServerCart } from '../cart/service';
import { type PricedCartLine, priceBasisOf, tradeTierOf } from '../catalogue/pricing';
import { loadDeliveryRates } from '../delivery/queries';
import { issueInvoice } from '../invoice/issue';
import { postLedgerEntry } from '../ledger/service';
import { startCardPayment } from '../payment/checkout-payment';
import { paymentProviders } from './payment';
import { recordRedemption, redeemPromotion, redemptionConflict } from './promotion-redemption';

export type PlacedOrder = {
  orderId: string;
  number: number;
  totalPence: number;
  status: string;
  replayed: boolean;
  /** Card orders: what the browser needs to confirm the payment (Stripe's PaymentIntent client secret). */
  clientSecret: string | null;
};
type Placed = Omit<PlacedOrder, 'clientSecret'>;
type Input = z.output<typeof placeOrderInputSchema>;

async function findByKey(deps: AppDeps, userId: string, key: string): Promise<Placed | null> {
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
 * the first order instead of making a second. A card order then gets its PaymentIntent, after the
 * commit (no lock is held over the network); a retry after a Stripe failure replays and tries again.
 */
export async function placeOrder(
  deps: AppDeps,
  actor: { session: SessionInfo; profile: Profile | null },
  input: Input,
): Promise<PlacedOrder> {
  const placed = await placeOnce(deps, actor, input);
  if (input.paymentMethod !== 'card') return { ...placed, clientSecret: null };
  const payment = await startCardPayment(deps, actor.session.user.id, placed.orderId);
  return { ...placed, clientSecret: payment.clientSecret };
}

async function placeOnce(deps: AppDeps, actor: { session: SessionInfo; profile: Profile | null }, input: Input): Promise<Placed> {
  try {
    return await deps.db.transaction((tx) => placeInTransaction(tx, deps, actor, input));
  } catch (error) {
    // A repeated submit fails on what the first one did (its key taken, the cart emptied, the stock
    // or the code used up): if an order holds this key, that order is the answer. Looking only on
    // failure keeps the lookup off the normal path.
    const first = await findByKey(deps, actor.session.user.id, input.idempotencyKey).catch(() => null);
    if (first) return first;
    throw error;
  }
}

/**
 * Takes the stock of every line and writes the stock movements in one statement: the conditional
 * update (stock >= quantity) refuses to oversell, and the variant rows are locked in id order first,
 * so concurrent orders over the same variants never deadlock.
 */
async function takeStock(tx: Tx, lines: PricedCartLine[], orderId: string, userId: string): Promise<void> {
  const wanted = new Map<string, { quantity: number; line: PricedCartLine }>();
  for (const line of lines) {
    const id = line.variantId as string;
    wanted.set(id, { quantity: (wanted.get(id)?.quantity ?? 0) + line.quantity, line });
  }
  const values = sql.join(
    [...wanted].map(([id, w]) => sql`(${id}::uuid, ${w.quantity}::int)`),
    sql`, `,
  );
  const taken = rowsOf<{ variant_id: string }>(
    await tx.execute(sql`
      with wanted (id, quantity) as (values ${values}),
      locked as (select id from product_variants where id in (select id from wanted) order by id for update),
      taken as (
        update product_variants v set stock = v.stock - w.quantity from wanted w
        where v.id = w.id and v.id in (select id from locked) and v.stock >= w.quantity
        returning v.id, w.quantity
      )
      insert into stock_movements (variant_id, delta, reason, order_id, actor_user_id)
      select id, -quantity, 'order', ${orderId}::uuid, ${userId}::text from taken
      returning variant_id`),
  );
  if (taken.length !== wanted.size) {
    const short = [...wanted].find(([id]) => !taken.some((t) => t.variant_id === id))?.[1].line;
    throw new AppError(
      'CONFLICT',
      `Sorry, ${short?.productName ?? 'an item'} ${short?.weight ?? ''} is out of stock. Please update your cart and try again.`,
    );
  }
}

/** The stored figures of one line, after the discount (order_items). */
function lineFigures(line: LineTotals | undefined) {
  if (!line) throw new Error('a line has no totals');
  return {
    lineDiscountPence: line.lineDiscountPence,
    lineNetPence: line.lineNetPence,
    lineVatPence: line.lineVatPence,
    lineTotalPence: line.lineTotalPence,
  };
}

async function placeInTransaction(
  tx: Tx,
  deps: AppDeps,
  actor: { session: SessionInfo; profile: Profile | null },
  input: Input,
): Promise<Placed> {
  const userId = actor.session.user.id;
  const tier = tradeTierOf(actor.profile);
  const onAccount = input.paymentMethod === 'on_account';
  if (onAccount && tier === null) throw new AppError('FORBIDDEN', 'Pay on account is available to approved trade accounts only.');
  if (input.paymentMethod === 'card' && !deps.config.stripe) {
    throw new AppError('BAD_REQUEST', 'Card payments are not available at the moment. Please pay by bank transfer.');
  }

  const lines = await pricedServerCart(tx, userId, tier);
  if (lines.length === 0) throw new AppError('BAD_REQUEST', 'Your cart is empty');
  const broken = lines.find((l) => l.problem !== null);
  if (broken) throw new AppError('CONFLICT', `${broken.productName} ${broken.weight}: ${broken.problem}`);

  const today = shopToday();
  const provider = paymentProviders(deps.config)[input.paymentMethod];
  const basis = priceBasisOf(tier);
  let promotion: Awaited<ReturnType<typeof redeemPromotion>>['promotion'] | null = null;
  if (input.promotionCode) {
    ({ promotion } = await redeemPromotion(tx, input.promotionCode, orderTotals({ lines, basis }).subtotalPence, today, userId));
  }
  // Every figure below comes from this one call (shared/totals.ts via basketTotals), as the quote's did.
  const { totals, delivery } = basketTotals({
    lines,
    basis,
    discount: promotion,
    rates: await loadDeliveryRates(tx),
    option: input.deliveryOption,
  });
  // A concurrent submit with the same key waits on this row's unique key, then replays (placeOrder).
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      status: 'awaiting_payment',
      source: onAccount ? 'wholesale_on_account' : 'shop',
      paymentMethod: input.paymentMethod,
      shippingAddress: { ...input.shipping, address2: input.shipping.address2 ?? null },
      subtotalNetPence: totals.subtotalNetPence,
      vatPence: totals.vatPence,
      discountPence: totals.discountPence,
      shippingPence: totals.shippingPence,
      shippingVatPence: totals.shippingVatPence,
      deliveryService: delivery.service,
      vatSummary: totals.vatSummary,
      totalPence: totals.totalPence,
      promotionId: promotion?.id ?? null,
      promotionCode: promotion?.code ?? null,
      idempotencyKey: input.idempotencyKey,
    })
    .returning({ id: orders.id, number: orders.number });
  if (!order) throw new Error('order insert returned nothing');

  await takeStock(tx, lines, order.id, userId);
  if (promotion) {
    // What the code took off in all: the goods' discount and its share of the delivery charge.
    const discountPence = totals.discountPence + totals.shippingDiscountPence;
    try {
      await recordRedemption(tx, { promotion, orderId: order.id, userId, discountPence });
    } catch (error) {
      throw redemptionConflict(error, promotion) ?? error;
    }
  }
  await tx.insert(orderItems).values(
    lines.map((l, i) => ({
      orderId: order.id,
      productId: l.productId,
      variantId: l.variantId,
      productName: l.productName,
      weight: l.weight,
      moisture: l.moisture,
      unitNetPence: l.unitNetPence,
      vatRateBps: l.vatRateBps,
      quantity: l.quantity,
      ...lineFigures(totals.lines[i]),
    })),
  );
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, status: 'awaiting_payment', note: provider.label, actorUserId: userId });
  await clearCart(tx, userId);

  const dueDate = onAccount ? addDays(today, actor.profile?.termsDays ?? 30) : null;
  // Last before COMMIT: the invoice counter is what concurrent orders queue on (see issueInvoice).
  const invoice = await issueInvoice(tx, deps.mailer, {
    orderId: order.id,
    userId,
    subtotalNetPence: totals.subtotalNetPence,
    vatPence: totals.vatPence,
    discountPence: totals.discountPence,
    shippingPence: totals.shippingPence,
    vatSummary: totals.vatSummary,
    totalPence: totals.totalPence,
    dueDate,
    paymentInstructions: provider.instructions,
    email: (reference) =>
      orderConfirmationEmail({
        to: actor.session.user.email,
        fullName: input.shipping.fullName,
        orderNumber: order.number,
        invoiceNumber: reference,
        lines,
        totals,
        deliveryService: delivery.service,
        promotionCode: promotion?.code ?? null,
        paymentInstructions: provider.instructions(reference),
        dueDate,
        baseUrl: deps.config.baseUrl,
      }),
  });
  if (onAccount) {
    await postLedgerEntry(tx, {
      userId,
      amountPence: totals.totalPence,
      reason: `Order #${order.number}`,
      orderId: order.id,
      invoiceId: invoice.id,
      actorUserId: userId,
    });
  }
  return { orderId: order.id, number: order.number, totalPence: totals.totalPence, status: 'awaiting_payment', replayed: false };
}
