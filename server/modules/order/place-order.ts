import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { basketTotals } from '../../../shared/basket';
import { addDays } from '../../../shared/dates';
import type { DeliveryRates } from '../../../shared/delivery';
import { shopToday } from '../../../shared/promotions';
import type { placeOrderInputSchema } from '../../../shared/schemas/checkout';
import { orderTotals } from '../../../shared/totals';
import type { Tx } from '../../db/client';
import type { Profile } from '../../db/schema/index';
import { orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { orderConfirmationEmail } from '../../mail/order-emails';
import type { AppDeps, SessionInfo } from '../../trpc/context';
import { pricedServerCart } from '../cart/service';
import { type PricedCartLine, type PriceTierOrRetail, priceBasisOf, tradeTierOf } from '../catalogue/pricing';
import { loadDeliveryRates } from '../delivery/queries';
import { issueInvoice } from '../invoice/issue';
import { postLedgerEntry } from '../ledger/service';
import { startCardPayment } from '../payment/checkout-payment';
import { paymentProviders } from './payment';
import { recordRedemption, redeemPromotion, redemptionConflict } from './promotion-redemption';
import { writeOrder } from './write-order';

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
 * Places the signed-in shopper's server cart: re-price it from the database, then in one transaction
 * redeem the promotion, write the order with its item snapshots, take the stock with conditional
 * updates, empty the cart, and issue its invoice and the confirmation email. The same idempotency key replays
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

type Actor = { session: SessionInfo; profile: Profile | null };

async function placeOnce(deps: AppDeps, actor: Actor, input: Input): Promise<Placed> {
  try {
    const basket = await readBasket(deps, actor, input);
    return await deps.db.transaction((tx) => placeInTransaction(tx, deps, actor, input, basket));
  } catch (error) {
    // A repeated submit fails on what the first one did (its key taken, the cart emptied, the stock
    // or the code used up): if an order holds this key, that order is the answer. Looking only on
    // failure keeps the lookup off the normal path.
    const first = await findByKey(deps, actor.session.user.id, input.idempotencyKey).catch(() => null);
    if (first) return first;
    throw error;
  }
}

type Basket = { tier: PriceTierOrRetail; lines: PricedCartLine[]; rates: DeliveryRates };

/**
 * What the order is made of, read before the transaction opens: the cart re-priced from the database and the
 * delivery rates. Read inside it they would be no fresher (each statement sees what was committed when it
 * started, and nothing read here is locked: the stock is checked as it is taken), and the transaction holds
 * its connection for fewer round trips.
 */
async function readBasket(deps: AppDeps, actor: Actor, input: Input): Promise<Basket> {
  const tier = tradeTierOf(actor.profile);
  if (input.paymentMethod === 'on_account' && tier === null) {
    throw new AppError('FORBIDDEN', 'Pay on account is available to approved trade accounts only.');
  }
  if (input.paymentMethod === 'card' && !deps.config.stripe) {
    throw new AppError('BAD_REQUEST', 'Card payments are not available at the moment. Please pay by bank transfer.');
  }
  // Side by side (two connections): one round trip of waiting instead of two.
  const [lines, rates] = await Promise.all([pricedServerCart(deps.db, actor.session.user.id, tier), loadDeliveryRates(deps.db)]);
  if (lines.length === 0) throw new AppError('BAD_REQUEST', 'Your cart is empty');
  const broken = lines.find((l) => l.problem !== null);
  if (broken) throw new AppError('CONFLICT', `${broken.productName} ${broken.weight}: ${broken.problem}`);
  return { tier, lines, rates };
}

async function placeInTransaction(
  tx: Tx,
  deps: AppDeps,
  actor: Actor,
  input: Input,
  { tier, lines, rates }: Basket,
): Promise<Placed> {
  const userId = actor.session.user.id;
  const onAccount = input.paymentMethod === 'on_account';
  const today = shopToday();
  const provider = paymentProviders(deps.config)[input.paymentMethod];
  const basis = priceBasisOf(tier);
  let promotion: Awaited<ReturnType<typeof redeemPromotion>>['promotion'] | null = null;
  if (input.promotionCode) {
    ({ promotion } = await redeemPromotion(tx, input.promotionCode, orderTotals({ lines, basis }).subtotalPence, today, userId));
  }
  // Every figure below comes from this one call (shared/totals.ts via basketTotals), as the quote's did.
  const { totals, delivery } = basketTotals({ lines, basis, discount: promotion, rates, option: input.deliveryOption });
  const order = await writeOrder(tx, {
    order: {
      userId,
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
    },
    note: provider.label,
    lines,
    lineTotals: totals.lines,
  });
  if (promotion) {
    // What the code took off in all: the goods' discount and its share of the delivery charge.
    const discountPence = totals.discountPence + totals.shippingDiscountPence;
    try {
      await recordRedemption(tx, { promotion, orderId: order.id, userId, discountPence });
    } catch (error) {
      throw redemptionConflict(error, promotion) ?? error;
    }
  }

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
