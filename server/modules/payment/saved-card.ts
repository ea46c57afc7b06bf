import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Tx } from '../../db/client';
import { paymentCustomers, user } from '../../db/schema/index';
import type { AppDeps } from '../../trpc/context';
import { recordAudit } from '../audit/service';
import type { CardDetails, Settlement } from './settle';
import { limitShopperStripeCall } from './shopper-stripe-limits';
import { requireStripe } from './stripe-client';

/** The Stripe Customer linked to the account, made on first use (idempotent per account). */
export async function stripeCustomerFor(deps: AppDeps, userId: string): Promise<string> {
  const [linked] = await deps.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  if (linked) return linked.stripeCustomerId;
  const [account] = await deps.db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
  const customer = await requireStripe(deps.config).customers.create(
    { email: account?.email, name: account?.name, metadata: { userId } },
    { idempotencyKey: `customer:${userId}` },
  );
  await deps.db.insert(paymentCustomers).values({ userId, stripeCustomerId: customer.id }).onConflictDoNothing();
  const [row] = await deps.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  return row?.stripeCustomerId ?? customer.id;
}

/**
 * Starts saving a card for renewals (subscribe with card, or replace the card): a SetupIntent for
 * off-session use. The card becomes the default only when setup_intent.succeeded arrives.
 */
export async function startCardSetup(deps: AppDeps, userId: string): Promise<{ clientSecret: string }> {
  await limitShopperStripeCall(deps.db, 'setupCard', userId);
  const customer = await stripeCustomerFor(deps, userId);
  const intent = await requireStripe(deps.config).setupIntents.create({
    customer,
    usage: 'off_session',
    automatic_payment_methods: { enabled: true },
    metadata: { userId },
  });
  if (!intent.client_secret) throw new Error('Stripe returned a SetupIntent without a client secret');
  return { clientSecret: intent.client_secret };
}

/** The saved card shown in the Subscriptions tab (never the payment method id). */
export async function savedCardOf(deps: AppDeps, userId: string): Promise<CardDetails | null> {
  const [row] = await deps.db
    .select({ id: paymentCustomers.defaultPaymentMethodId, brand: paymentCustomers.cardBrand, last4: paymentCustomers.cardLast4 })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, userId));
  return row?.id ? { brand: row.brand, last4: row.last4 } : null;
}

/** setup_intent.succeeded: the card becomes the customer's default for renewals. */
export async function saveDefaultCard(tx: Tx, setup: Stripe.SetupIntent, card: CardDetails | null): Promise<Settlement> {
  const customerId = typeof setup.customer === 'string' ? setup.customer : setup.customer?.id;
  const methodId = typeof setup.payment_method === 'string' ? setup.payment_method : setup.payment_method?.id;
  if (!customerId || !methodId) return 'unknown';
  const [saved] = await tx
    .update(paymentCustomers)
    .set({
      defaultPaymentMethodId: methodId,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      updatedAt: new Date(),
    })
    .where(eq(paymentCustomers.stripeCustomerId, customerId))
    .returning({ userId: paymentCustomers.userId });
  if (!saved) return 'unknown';
  await recordAudit(tx, {
    actorUserId: saved.userId,
    action: 'payment.card_saved',
    targetType: 'user',
    targetId: saved.userId,
    after: { brand: card?.brand ?? null, last4: card?.last4 ?? null },
  });
  return 'unchanged';
}
