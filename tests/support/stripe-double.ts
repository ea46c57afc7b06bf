import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';

/**
 * An in-memory stand-in for the parts of Stripe's REST API the shop uses, speaking its shapes
 * (form-encoded requests, JSON objects, error envelopes, Idempotency-Key replays). The same double
 * is served to the unmodified SDK through msw (tests/support/stripe-msw.ts) or a local HTTP server
 * (tests/support/stripe-server.ts). Test payment method ids choose the outcome, like Stripe's
 * test cards: pm_card_visa succeeds, pm_card_chargeDeclined declines,
 * pm_card_authenticationRequired needs 3-D Secure.
 */
export type DoubleResponse = { status: number; body: unknown };
type Obj = Record<string, unknown>;

export const TEST_CARDS = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  authenticationRequired: 'pm_card_authenticationRequired',
} as const;

const cardFor = (pm: string) => ({
  id: pm,
  object: 'payment_method',
  type: 'card',
  card: {
    brand: 'visa',
    last4: pm === TEST_CARDS.declined ? '0002' : pm === TEST_CARDS.authenticationRequired ? '3184' : '4242',
  },
});

/** Flat form fields (metadata[orderId]) into nested objects (metadata: { orderId }). */
function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Obj;
      }
    });
  }
  return out;
}

export class StripeDouble {
  readonly intents = new Map<string, Obj>();
  readonly setupIntents = new Map<string, Obj>();
  readonly customers = new Map<string, Obj>();
  readonly refunds: Obj[] = [];
  /** Payment methods detached from their customer (an account deleted), in order. */
  readonly detached: string[] = [];
  /** Every request the SDK made, for assertions (method, path, params, idempotency key). */
  readonly requests: { method: string; path: string; params: Obj; idempotencyKey: string | null }[] = [];
  private readonly replays = new Map<string, DoubleResponse>();
  private seq = 0;

  private id(prefix: string) {
    this.seq += 1;
    return `${prefix}_test${this.seq}${randomUUID().slice(0, 8)}`;
  }

  handle(method: string, path: string, rawBody: string, query: string, idempotencyKey: string | null): DoubleResponse {
    const params = method === 'GET' ? parseForm(query) : parseForm(rawBody);
    this.requests.push({ method, path, params, idempotencyKey });
    const replayKey = idempotencyKey ? `${method} ${path} ${idempotencyKey}` : null;
    if (replayKey && this.replays.has(replayKey)) return this.replays.get(replayKey) as DoubleResponse;
    const response = this.route(method, path, params);
    if (replayKey && response.status < 500) this.replays.set(replayKey, response);
    return response;
  }

  private route(method: string, path: string, p: Obj): DoubleResponse {
    const [, resource, id, action] = path.split('/').filter(Boolean);
    const at = `${method} ${resource ?? ''}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (at) {
      case 'POST payment_intents':
        return this.createIntent(p);
      case 'GET payment_intents/:id':
        return this.getIntent(id as string, p);
      case 'POST payment_intents/:id/cancel':
        return this.cancelIntent(id as string);
      case 'POST refunds':
        return this.refund(p);
      case 'POST customers': {
        const customer = { id: this.id('cus'), object: 'customer', email: p.email ?? null, metadata: p.metadata ?? {} };
        this.customers.set(customer.id, customer);
        return { status: 200, body: customer };
      }
      case 'POST customers/:id': {
        const customer = this.customers.get(id as string);
        if (!customer) return notFound('customer');
        Object.assign(customer, p);
        return { status: 200, body: customer };
      }
      case 'POST setup_intents': {
        const setupId = this.id('seti');
        const setup = {
          id: setupId,
          object: 'setup_intent',
          client_secret: `${setupId}_secret_x`,
          customer: p.customer,
          usage: p.usage,
          status: 'requires_payment_method',
          payment_method: null,
        };
        this.setupIntents.set(setupId, setup);
        return { status: 200, body: setup };
      }
      case 'GET payment_methods/:id':
        return { status: 200, body: cardFor(id as string) };
      case 'POST payment_methods/:id/detach':
        this.detached.push(id as string);
        return { status: 200, body: { ...cardFor(id as string), customer: null } };
      default:
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
        };
    }
  }

  private createIntent(p: Obj): DoubleResponse {
    const id = this.id('pi');
    const intent: Obj = {
      id,
      object: 'payment_intent',
      amount: Number(p.amount),
      currency: p.currency,
      description: p.description ?? null,
      metadata: p.metadata ?? {},
      customer: p.customer ?? null,
      client_secret: `${id}_secret_${randomUUID().slice(0, 8)}`,
      status: 'requires_payment_method',
      payment_method: p.payment_method ?? null,
      last_payment_error: null,
      latest_charge: null,
    };
    this.intents.set(id, intent);
    if (p.confirm === 'true') return this.confirm(id, String(p.payment_method), p.off_session === 'true');
    return { status: 200, body: intent };
  }

  private getIntent(id: string, p: Obj): DoubleResponse {
    const intent = this.intents.get(id);
    if (!intent) return notFound('payment_intent');
    const expand = Object.values((p.expand as Obj | undefined) ?? {});
    if (expand.includes('payment_method') && typeof intent.payment_method === 'string') {
      return { status: 200, body: { ...intent, payment_method: cardFor(intent.payment_method) } };
    }
    return { status: 200, body: intent };
  }

  private cancelIntent(id: string): DoubleResponse {
    const intent = this.intents.get(id);
    if (!intent) return notFound('payment_intent');
    if (intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'canceled') {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
          },
        },
      };
    }
    intent.status = 'canceled';
    return { status: 200, body: intent };
  }

  /**
   * What the customer's browser (Stripe.js) or an off-session charge does: the test card decides.
   * Returns the SDK's response (402 card errors carry the intent, as Stripe's do).
   */
  confirm(id: string, paymentMethod: string, offSession = false): DoubleResponse {
    const intent = this.intents.get(id);
    if (!intent) return notFound('payment_intent');
    intent.payment_method = paymentMethod;
    if (paymentMethod === TEST_CARDS.declined) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      return cardError(intent, 'card_declined', 'Your card was declined.');
    }
    if (paymentMethod === TEST_CARDS.authenticationRequired && offSession) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: 'authentication_required',
        message: 'Your card requires authentication.',
      };
      return cardError(intent, 'authentication_required', 'Your card requires authentication.');
    }
    if (paymentMethod === TEST_CARDS.authenticationRequired && intent.status !== 'requires_action') {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk' };
      return { status: 200, body: intent };
    }
    this.succeed(id);
    return { status: 200, body: intent };
  }

  /** The customer passed 3-D Secure (or the card needed none): the intent succeeds with a charge. */
  succeed(id: string): Obj {
    const intent = this.intents.get(id) as Obj;
    intent.status = 'succeeded';
    intent.next_action = null;
    intent.last_payment_error = null;
    intent.payment_method ??= TEST_CARDS.visa;
    intent.latest_charge = intent.latest_charge ?? {
      id: this.id('ch'),
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
    };
    return intent;
  }

  private refund(p: Obj): DoubleResponse {
    const intent = this.intents.get(String(p.payment_intent));
    if (intent?.status !== 'succeeded') return notFound('payment_intent');
    const charge = intent.latest_charge as Obj;
    const amount = p.amount ? Number(p.amount) : Number(charge.amount) - Number(charge.amount_refunded);
    if (amount > Number(charge.amount) - Number(charge.amount_refunded)) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: 'Refund amount is greater than unrefunded amount on charge.',
          },
        },
      };
    }
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund = {
      id: this.id('re'),
      object: 'refund',
      amount,
      payment_intent: intent.id,
      charge: charge.id,
      status: 'succeeded',
    };
    this.refunds.push(refund);
    return { status: 200, body: refund };
  }

  /** The charge object Stripe puts in charge.refunded for an intent, as it stands now. */
  chargeOf(intentId: string): Obj {
    const intent = this.intents.get(intentId) as Obj;
    const charge = intent.latest_charge as Obj;
    return { ...charge, object: 'charge', payment_intent: intentId, currency: intent.currency };
  }

  /** A setup intent confirmed in the browser with a test card. */
  confirmSetup(id: string, paymentMethod: string): Obj {
    const setup = this.setupIntents.get(id) as Obj;
    setup.status = 'succeeded';
    setup.payment_method = paymentMethod;
    return setup;
  }

  /** An event envelope as Stripe sends it. */
  event(type: string, object: Obj, id = this.id('evt')): Obj {
    return {
      id,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { ...object } },
    };
  }
}

function notFound(kind: string): DoubleResponse {
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}` } },
  };
}

function cardError(intent: Obj, code: string, message: string): DoubleResponse {
  return {
    status: 402,
    body: {
      error: {
        type: 'card_error',
        code,
        decline_code: code === 'card_declined' ? 'generic_decline' : undefined,
        message,
        payment_intent: { ...intent },
      },
    },
  };
}

/** Signs a payload as Stripe does (the Stripe-Signature header for the webhook secret). */
export function signedWebhookHeaders(payload: string, secret: string): Record<string, string> {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature };
}

/** POSTs an event to the running app's webhook endpoint over real HTTP, signed with the secret. */
export async function deliverWebhook(appUrl: string, event: unknown, secret: string): Promise<Response> {
  const payload = JSON.stringify(event);
  return fetch(`${appUrl}/api/webhooks/stripe`, {
    method: 'POST',
    headers: signedWebhookHeaders(payload, secret),
    body: payload,
  });
}
