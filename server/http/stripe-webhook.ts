import express, { type Request, type RequestHandler, type Response } from 'express';
import type Stripe from 'stripe';
import { stripeClientFor } from '../modules/payment/stripe-client';
import { handleStripeEvent } from '../modules/payment/webhook-events';
import type { AppDeps } from '../trpc/context';

/**
 * POST /api/webhooks/stripe. Mounted before any JSON body parser: the signature covers the exact
 * bytes Stripe sent, so the body is read raw and verified with stripe.webhooks.constructEvent before
 * anything is read from it. A missing or bad signature is 400 and changes nothing.
 */
export function stripeWebhook(deps: AppDeps): RequestHandler[] {
  const handle = async (req: Request, res: Response) => {
    const stripe = stripeClientFor(deps.config);
    const secret = deps.config.stripe?.webhookSecret;
    if (!stripe || !secret) {
      res.status(404).json({ error: { message: 'Card payments are not configured.' } });
      return;
    }
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
      res.status(400).json({ error: { message: 'Missing Stripe signature.' } });
      return;
    }
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(req.body, signature, secret);
    } catch {
      res.status(400).json({ error: { message: 'Invalid Stripe signature.' } });
      return;
    }
    try {
      const outcome = await handleStripeEvent(deps, stripe, event);
      res.json({ received: true, outcome });
    } catch (error) {
      // 500 makes Stripe deliver the event again later; the event id was rolled back with the change.
      deps.logger.error(`stripe webhook ${event.type} ${event.id} failed`, error);
      res.status(500).json({ error: { message: 'Webhook could not be processed.' } });
    }
  };
  return [express.raw({ type: () => true, limit: '1mb' }), (req, res, next) => void handle(req, res).catch(next)];
}
