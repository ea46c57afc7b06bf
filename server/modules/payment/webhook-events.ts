import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Tx } from '../../db/client';
import { stripeEvents } from '../../db/schema/index';
import type { AppDeps } from '../../trpc/context';
import { settleRefund } from './refunds';
import { saveDefaultCard } from './saved-card';
import { type CardDetails, cardOf, recordFailedIntent, type Settlement, settleSucceededIntent } from './settle';

export type EventOutcome = Settlement | 'duplicate' | 'ignored';

/**
 * Acts on an event once: its id is inserted in the same transaction as the change it makes. A
 * concurrent delivery of the same id waits on the unique key, then finds it taken and does nothing;
 * a failed change rolls the id back, so Stripe's retry acts again.
 */
function once(deps: AppDeps, event: Stripe.Event, act: (tx: Tx) => Promise<Settlement>): Promise<EventOutcome> {
  return deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return 'duplicate';
    return act(tx);
  });
}

async function seen(deps: AppDeps, eventId: string): Promise<boolean> {
  const [row] = await deps.db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, eventId));
  return Boolean(row);
}

/** The card behind an intent (brand, last 4) for the admin page; best effort, never blocks settling. */
async function cardOfIntent(stripe: Stripe, intent: Stripe.PaymentIntent): Promise<CardDetails | null> {
  if (!intent.payment_method) return null;
  try {
    return cardOf(await stripe.paymentIntents.retrieve(intent.id, { expand: ['payment_method'] }));
  } catch {
    return null;
  }
}

async function cardOfMethod(stripe: Stripe, method: string | Stripe.PaymentMethod | null): Promise<CardDetails | null> {
  if (!method) return null;
  try {
    const found = typeof method === 'string' ? await stripe.paymentMethods.retrieve(method) : method;
    return found.card ? { brand: found.card.brand, last4: found.card.last4 } : null;
  } catch {
    return null;
  }
}

/**
 * The verified events the shop acts on. Calls to Stripe (card details, the customer's default) come
 * before the transaction, so no lock is held over the network; anything else is acknowledged.
 */
export async function handleStripeEvent(deps: AppDeps, stripe: Stripe, event: Stripe.Event): Promise<EventOutcome> {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      if (await seen(deps, event.id)) return 'duplicate';
      const intent = event.data.object;
      const card = cardOf(intent) ?? (await cardOfIntent(stripe, intent));
      return once(deps, event, (tx) => settleSucceededIntent(tx, deps, intent, card));
    }
    case 'payment_intent.payment_failed':
      return once(deps, event, (tx) => recordFailedIntent(tx, event.data.object));
    case 'charge.refunded':
      return once(deps, event, (tx) => settleRefund(tx, deps, event.data.object));
    case 'setup_intent.succeeded': {
      if (await seen(deps, event.id)) return 'duplicate';
      const setup = event.data.object;
      const card = await cardOfMethod(stripe, setup.payment_method);
      const customer = typeof setup.customer === 'string' ? setup.customer : setup.customer?.id;
      const method = typeof setup.payment_method === 'string' ? setup.payment_method : setup.payment_method?.id;
      if (customer && method) {
        await stripe.customers.update(customer, { invoice_settings: { default_payment_method: method } });
      }
      return once(deps, event, (tx) => saveDefaultCard(tx, setup, card));
    }
    default:
      return 'ignored';
  }
}
