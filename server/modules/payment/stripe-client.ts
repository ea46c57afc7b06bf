import Stripe from 'stripe';
import type { AppConfig, StripeConfig } from '../../config';
import { AppError } from '../../errors';

const clients = new WeakMap<StripeConfig, Stripe>();

/** SDK options for the configured API base: STRIPE_API_URL points it at a local double (stripe-mock, tests). */
export function stripeOptions(config: StripeConfig): ConstructorParameters<typeof Stripe>[1] {
  const options: ConstructorParameters<typeof Stripe>[1] = { telemetry: false, maxNetworkRetries: 2, timeout: 20_000 };
  if (!config.apiUrl) return options;
  const url = new URL(config.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...options, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** One SDK client per Stripe configuration; null when card payments are off (no keys). */
export function stripeClientFor(config: AppConfig): Stripe | null {
  if (!config.stripe) return null;
  let client = clients.get(config.stripe);
  if (!client) {
    client = new Stripe(config.stripe.secretKey, stripeOptions(config.stripe));
    clients.set(config.stripe, client);
  }
  return client;
}

/** The client where card payment is required; a shop without keys refuses with a clear message. */
export function requireStripe(config: AppConfig): Stripe {
  const client = stripeClientFor(config);
  if (!client) throw new AppError('BAD_REQUEST', 'Card payments are not available at the moment. Please pay by bank transfer.');
  return client;
}
