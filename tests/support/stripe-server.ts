import { createServer, type IncomingMessage, type Server } from 'node:http';
import { deliverWebhook, StripeDouble } from './stripe-double';

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The StripeDouble over real HTTP, for a shop started with STRIPE_API_URL pointing here (the SDK
 * runs unmodified against it). POST /_test/confirm is what the e2e's stand-in for Stripe.js calls:
 * it confirms the intent with a test card and, like Stripe, sends the signed webhook to the shop.
 * A refund (POST /v1/refunds) is followed by charge.refunded, as Stripe does.
 */
export async function startStripeServer(double = new StripeDouble()) {
  let webhook: { url: string; secret: string } | null = null;
  const server: Server = createServer((req, res) => {
    void (async () => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', 'content-type');
      if (req.method === 'OPTIONS') return res.writeHead(204).end();
      const url = new URL(req.url ?? '/', 'http://stripe.local');
      const body = await bodyOf(req);
      if (url.pathname === '/_test/confirm' && req.method === 'POST') {
        const { clientSecret, paymentMethod } = JSON.parse(body) as { clientSecret: string; paymentMethod: string };
        const id = clientSecret.split('_secret_')[0] as string;
        if (id.startsWith('seti_')) {
          const setup = double.confirmSetup(id, paymentMethod);
          if (webhook) await deliverWebhook(webhook.url, double.event('setup_intent.succeeded', setup), webhook.secret);
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'succeeded', error: null }));
          return;
        }
        const answer = double.confirm(id, paymentMethod);
        const intent = double.intents.get(id) ?? {};
        const type =
          intent.status === 'succeeded'
            ? 'payment_intent.succeeded'
            : answer.status === 402
              ? 'payment_intent.payment_failed'
              : null;
        if (type && webhook) await deliverWebhook(webhook.url, double.event(type, intent), webhook.secret);
        const error = (answer.body as { error?: { message?: string } }).error?.message ?? null;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: intent.status, error }));
        return;
      }
      const idempotencyKey = req.headers['idempotency-key'];
      const answer = double.handle(
        req.method ?? 'GET',
        url.pathname,
        body,
        url.search.slice(1),
        typeof idempotencyKey === 'string' ? idempotencyKey : null,
      );
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      // Like Stripe, a refund is confirmed to the shop afterwards by the charge.refunded webhook.
      if (url.pathname === '/v1/refunds' && answer.status === 200 && webhook) {
        const intentId = (answer.body as { payment_intent: string }).payment_intent;
        await deliverWebhook(webhook.url, double.event('charge.refunded', double.chargeOf(intentId)), webhook.secret);
      }
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    double,
    url: `http://127.0.0.1:${address.port}`,
    /** Where the double sends webhooks (the shop's endpoint and its signing secret). */
    sendWebhooksTo: (target: { url: string; secret: string }) => {
      webhook = target;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
