import { loadStripe, type Stripe } from '@stripe/stripe-js';

let loaded: { key: string; stripe: Promise<Stripe | null> } | null = null;

/** Stripe.js for the shop's publishable key, loaded once (only on the pages that take a card). */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  if (loaded?.key !== publishableKey) loaded = { key: publishableKey, stripe: loadStripe(publishableKey) };
  return loaded.stripe;
}
