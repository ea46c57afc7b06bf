import { and, eq, sql } from 'drizzle-orm';
import { basketTotals } from '../../../shared/basket';
import { DEFAULT_TERMS_DAYS } from '../../../shared/credit';
import { addDays } from '../../../shared/dates';
import type { DeliveryOption, DeliveryRates } from '../../../shared/delivery';
import { shopToday } from '../../../shared/promotions';
import type { PaymentMethod } from '../../../shared/schemas/checkout';
import { orderTotals } from '../../../shared/totals';
import { bankTransferHoldText } from '../../../shared/working-days';
import type { Tx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { orders, type ShippingAddress, sitePages } from '../../db/schema/index';
import { orderConfirmationEmail } from '../../mail/order-emails';
import type { AppDeps } from '../../trpc/context';
import { type PricedCartLine, type PriceTierOrRetail, priceBasisOf } from '../catalogue/pricing';
import { deliveryRatesJson, loadDeliveryRates } from '../delivery/queries';
import { issueInvoice } from '../invoice/issue';
import { requireOnAccountAllowed } from '../ledger/on-account-check';
import { postLedgerEntry } from '../ledger/service';
import { startCardPayment } from '../payment/checkout-payment';
import { settingSql } from '../settings/service';
import { ensureSitePages } from '../site/pages';
import { type OrderLimitSettings, orderLimits, placingLockSql, requireUnderUnpaidLimit, takesPlacingLock } from './order-limits';
import { paymentProviders } from './payment';
import { recordRedemption, redeemPromotion, redemptionConflict } from './promotion-redemption';
import { orderMoneyColumns, writeOrder } from './write-order';

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

/** Everything an order is made of, read and checked before its transaction opens (checkout or quick order). */
export type Placement = {
  userId: string;
  /** Where the confirmation email with the invoice goes. */
  email: string;
  tier: PriceTierOrRetail;
  /** Priced from the database, every line buyable (placing checks the stock again as it takes it). */
  lines: PricedCartLine[];
  shipping: ShippingAddress;
  paymentMethod: PaymentMethod;
  deliveryOption: DeliveryOption;
  promotionCode?: string;
  poNumber: string | null;
  /** Days until an order on account is due (the account's terms). */
  termsDays: number | null;
  idempotencyKey: string;
  /** The lines are the shopper's server cart, which the order empties. */
  fromCart: boolean;
};

async function findByKey(deps: AppDeps, userId: string, key: string): Promise<Placed | null> {
  const [row] = await deps.db
    .select({ orderId: orders.id, number: orders.number, totalPence: orders.totalPence, status: orders.status })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row ? { ...row, replayed: true } : null;
}

/**
 * Places an order once per idempotency key: `prepare` reads and checks what it is made of, then one
 * transaction redeems the promotion, writes the order with its item snapshots, takes the stock with
 * conditional updates, and issues its invoice and the confirmation email. The same key replays the first
 * order instead of making a second. A card order then gets its PaymentIntent, after the commit (no lock is
 * held over the network); a retry after a Stripe failure replays and tries again.
 */
export async function placeWithReplay(
  deps: AppDeps,
  who: { userId: string; idempotencyKey: string; paymentMethod: PaymentMethod },
  prepare: () => Promise<Placement>,
): Promise<PlacedOrder> {
  let placed: Placed;
  try {
    // The pages are made once per process (their first reader); later orders skip this.
    const [placement] = await Promise.all([prepare(), ensureSitePages(deps)]);
    placed = await deps.db.transaction((tx) => placeInTransaction(tx, deps, placement));
  } catch (error) {
    // A repeated submit fails on what the first one did (its key taken, the cart emptied, the stock
    // or the code used up): if an order holds this key, that order is the answer. Looking only on
    // failure keeps the lookup off the normal path.
    const first = await findByKey(deps, who.userId, who.idempotencyKey).catch(() => null);
    if (!first) throw error;
    placed = first;
  }
  if (who.paymentMethod !== 'card') return { ...placed, clientSecret: null };
  const payment = await startCardPayment(deps, who.userId, placed.orderId);
  return { ...placed, clientSecret: payment.clientSecret };
}

/** The Terms of Sale and Delivery & Returns versions the shopper orders under (the pages at this moment). */
type AgreedPages = { termsVersion: number | null; deliveryReturnsVersion: number | null };

/** What every order is placed under at this moment: the delivery rates, the shop's limits and the agreed pages. */
type PlacingTerms = { rates: DeliveryRates; limits: OrderLimitSettings; pages: AgreedPages };
type PlacingTermsRow = OrderLimitSettings & AgreedPages & { rates: DeliveryRates | null };

const pageVersion = (slug: string) => sql`(select ${sitePages.version} from ${sitePages} where ${sitePages.slug} = ${slug})`;

// The placing terms as the columns of one row: each an uncorrelated subquery over one row (PostgreSQL runs each once).
const placingTermsColumns = sql`${deliveryRatesJson} as "rates",
  ${settingSql('bankTransferHoldDays')} as "bankTransferHoldDays",
  ${settingSql('maxUnpaidOrders')} as "maxUnpaidOrders",
  ${settingSql('maxRetailLineQuantity')} as "maxRetailLineQuantity",
  ${settingSql('maxTradeLineQuantity')} as "maxTradeLineQuantity",
  ${pageVersion('terms')} as "termsVersion",
  ${pageVersion('delivery-returns')} as "deliveryReturnsVersion"`;

// A shop order's transaction opens with one statement that takes the customer's placing lock and reads the terms
// (a round trip and a pooled connection fewer than reading them beside the cart). An order on account takes no
// placing lock (order-limits.ts) and reads the terms alone.
const lockAndTermsStatement = preparedStatement<PlacingTermsRow, 'userId'>(
  'order_placing_lock_and_terms',
  sql`select ${placingLockSql} as "locked", ${placingTermsColumns}`,
);
const termsStatement = preparedStatement<PlacingTermsRow, never>('order_placing_terms', sql`select ${placingTermsColumns}`);

/** The placing terms, read in the placing transaction with the customer's placing lock where the order takes it. */
async function lockAndReadTerms(tx: Tx, p: Placement): Promise<PlacingTerms> {
  const [row] = takesPlacingLock(p.paymentMethod)
    ? await lockAndTermsStatement(tx, { userId: p.userId })
    : await termsStatement(tx, {});
  if (!row) throw new Error('placing terms statement returned nothing');
  const {
    rates,
    termsVersion,
    deliveryReturnsVersion,
    bankTransferHoldDays,
    maxUnpaidOrders,
    maxRetailLineQuantity,
    maxTradeLineQuantity,
  } = row;
  return {
    // The settings row is seeded by the migrations; without it loadDeliveryRates answers the defaults.
    rates: rates ?? (await loadDeliveryRates(tx)),
    limits: { bankTransferHoldDays, maxUnpaidOrders, maxRetailLineQuantity, maxTradeLineQuantity },
    pages: { termsVersion, deliveryReturnsVersion },
  };
}

async function placeInTransaction(tx: Tx, deps: AppDeps, p: Placement): Promise<Placed> {
  const terms = await lockAndReadTerms(tx, p);
  const { pages } = terms;
  const { userId, lines } = p;
  const onAccount = p.paymentMethod === 'on_account';
  const today = shopToday();
  const provider = paymentProviders(deps.config)[p.paymentMethod];
  const basis = priceBasisOf(p.tier);
  const { hold, unpaidLimit } = orderLimits(p, terms.limits, new Date());
  let promotion: Awaited<ReturnType<typeof redeemPromotion>>['promotion'] | null = null;
  if (p.promotionCode) {
    // Counted before the code is redeemed, so a customer at the limit is told of the limit first; without a
    // code the order statement counts (writeOrder's unpaidLimit).
    if (unpaidLimit) await requireUnderUnpaidLimit(tx, unpaidLimit);
    ({ promotion } = await redeemPromotion(tx, p.promotionCode, orderTotals({ lines, basis }).subtotalPence, today, userId));
  }
  // Every figure below comes from this one call (shared/totals.ts via basketTotals), as the quote's did.
  const { totals, delivery } = basketTotals({ lines, basis, discount: promotion, rates: terms.rates, option: p.deliveryOption });
  // Charged to the trade account (the ledger entry below), an order on account ships without waiting for
  // its money: it starts where a paid shop order does. Its invoice stays unpaid until the account pays it.
  const status = onAccount ? 'paid' : 'awaiting_payment';
  const order = await writeOrder(tx, {
    order: {
      userId,
      status,
      source: onAccount ? 'wholesale_on_account' : 'shop',
      paymentMethod: p.paymentMethod,
      shippingAddress: p.shipping,
      ...orderMoneyColumns(totals),
      deliveryService: delivery.service,
      promotionId: promotion?.id ?? null,
      promotionCode: promotion?.code ?? null,
      poNumber: p.poNumber,
      idempotencyKey: p.idempotencyKey,
      ...pages,
      paymentDueAt: hold?.endsAt ?? null,
      paymentReminderAt: hold?.remindAt ?? null,
    },
    note: provider.label,
    lines,
    lineTotals: totals.lines,
    emptyCart: p.fromCart,
    unpaidLimit: p.promotionCode ? null : unpaidLimit,
  });
  if (promotion) {
    try {
      // What the code took off in all: the goods' discount and its share of the delivery charge.
      await recordRedemption(tx, { promotion, orderId: order.id, userId, discountPence: totals.discountPence });
    } catch (error) {
      throw redemptionConflict(error, promotion) ?? error;
    }
  }

  // After the stock is taken: the credit check locks the account row, and a cancellation takes the variants
  // (stock back) before the account row (balance), so taking them in the same order never deadlocks.
  if (onAccount) await requireOnAccountAllowed(tx, { userId, orderTotalPence: totals.totalPence, today });
  const dueDate = onAccount ? addDays(today, p.termsDays ?? DEFAULT_TERMS_DAYS) : null;
  // Last before COMMIT: the invoice counter is what concurrent orders queue on (see issueInvoice).
  const invoice = await issueInvoice(tx, deps.mailer, {
    orderId: order.id,
    userId,
    subtotalNetPence: totals.subtotalNetPence,
    vatPence: totals.vatPence,
    discountPence: totals.goodsDiscountPence,
    shippingPence: totals.shippingPence,
    shippingDiscountPence: totals.shippingDiscountPence,
    vatSummary: totals.vatSummary,
    totalPence: totals.totalPence,
    dueDate,
    paymentInstructions: provider.instructions,
    email: (reference) =>
      orderConfirmationEmail({
        to: p.email,
        fullName: p.shipping.fullName,
        orderNumber: order.number,
        invoiceNumber: reference,
        lines,
        totals,
        deliveryService: delivery.service,
        promotionCode: promotion?.code ?? null,
        poNumber: p.poNumber,
        paymentInstructions: provider.instructions(reference),
        holdNotice: hold ? bankTransferHoldText(hold.days, hold.lastDay) : null,
        dueDate,
        baseUrl: deps.config.baseUrl,
        shippingAddress: p.shipping,
        paymentMethod: p.paymentMethod,
        seller: deps.config.seller,
        ...pages,
      }),
  });
  if (onAccount) {
    await postLedgerEntry(tx, {
      userId,
      kind: 'invoice',
      amountPence: totals.totalPence,
      reason: `Order #${order.number}`,
      orderId: order.id,
      invoiceId: invoice.id,
      actorUserId: userId,
    });
  }
  return { orderId: order.id, number: order.number, totalPence: totals.totalPence, status, replayed: false };
}
