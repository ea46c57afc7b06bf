import '../ui/support/node-polyfills';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { StripeConfig } from '../../server/config';
import { StripeDouble } from './stripe-double';

/** Test keys: the SDK talks to https://api.stripe.com, which msw answers from the double. */
export const TEST_STRIPE: StripeConfig = {
  secretKey: 'sk_test_shop',
  publishableKey: 'pk_test_shop',
  webhookSecret: 'whsec_test_shop',
};

/**
 * Intercepts the unmodified Stripe SDK's HTTPS requests to api.stripe.com at the HTTP layer and
 * answers them from a StripeDouble. Any other Stripe URL fails the test; local requests (the tests'
 * own calls to the app) pass through.
 */
export function interceptStripe(double = new StripeDouble()) {
  const server = setupServer(
    http.all('https://api.stripe.com/v1/*', async ({ request }) => {
      const url = new URL(request.url);
      const body = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
      const answer = double.handle(
        request.method,
        url.pathname,
        body,
        url.search.slice(1),
        request.headers.get('idempotency-key'),
      );
      return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
    }),
  );
  server.listen({
    onUnhandledFrame: ({ frame, defaults }) => {
      const request = (frame.data as { request?: Request }).request;
      if (request && new URL(request.url).hostname.endsWith('stripe.com')) defaults.error();
    },
  });
  return { double, close: () => server.close() };
}
