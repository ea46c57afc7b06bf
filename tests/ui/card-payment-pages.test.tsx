import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stripeStandIn } from '../support/stripe-stand-in';
import { CARD_PAYMENTS, ok, server, type TrpcOutput, trpcError } from './support/msw';
import { renderApp } from './support/render-app';

// Stripe.js cannot load here; loadStripe uses an existing window.Stripe, so the e2e stand-in is
// installed, its confirmations answered by this fake Stripe double.
const DOUBLE = 'http://stripe-double.test';
const ORDER_ID = '55555555-5555-4555-8555-555555555555';

beforeEach(() => {
  new Function(stripeStandIn(DOUBLE))();
});
afterEach(() => {
  delete (window as { Stripe?: unknown }).Stripe;
});

describe('/pay/$orderId', { timeout: 60_000 }, () => {
  it('asks the server for the intent once, shows the amount, and a decline leaves the customer on the page', async () => {
    const starts: unknown[] = [];
    server.use(
      http.post(`${DOUBLE}/_test/confirm`, () =>
        HttpResponse.json({ status: 'requires_payment_method', error: 'Your card was declined.' }),
      ),
    );
    const { router } = renderApp(`/pay/${ORDER_ID}`, {
      persona: 'customer',
      trpc: {
        'payment.config': () => ok(CARD_PAYMENTS),
        'payment.start': (input) => {
          starts.push(input);
          return ok({ orderId: ORDER_ID, number: 1107, totalPence: 2_845, clientSecret: 'pi_test1_secret_abc' });
        },
      },
    });
    expect(
      await screen.findByText(/Order #1107: £28\.45\. We hold your items for 30 minutes while you pay\./),
    ).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Test card number'), '4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay £28.45' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(starts).toEqual([{ orderId: ORDER_ID }]);
    expect(router.state.location.pathname).toBe(`/pay/${ORDER_ID}`);
  });

  it('an expired order says so and offers no card form', async () => {
    renderApp(`/pay/${ORDER_ID}`, {
      persona: 'customer',
      trpc: {
        'payment.config': () => ok(CARD_PAYMENTS),
        'payment.start': () => trpcError('CONFLICT', 'This order has expired. Please place a new order.', 409),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This order has expired. Please place a new order.');
    expect(screen.queryByRole('button', { name: /^Pay £/ })).not.toBeInTheDocument();
  });
});

describe('/order-complete/$orderId', { timeout: 60_000 }, () => {
  type PaymentStatus = TrpcOutput<'payment.status'>;
  const status = (s: PaymentStatus['status'], extra: Partial<PaymentStatus> = {}) =>
    ok<PaymentStatus>({ orderId: ORDER_ID, number: 1107, status: s, totalPence: 2_845, underReview: false, ...extra });

  it('polls the server until the payment is confirmed, then thanks the customer', async () => {
    const answers = [status('awaiting_payment'), status('awaiting_payment'), status('paid')];
    let asked = 0;
    renderApp(`/order-complete/${ORDER_ID}`, {
      persona: 'customer',
      trpc: { 'payment.status': () => answers[Math.min(asked++, answers.length - 1)] ?? status('paid') },
    });
    expect(await screen.findByText('Confirming your payment with your bank...')).toBeInTheDocument();
    expect(await screen.findByText('Thank you! Order #1107 is paid.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/We received £28\.45/)).toBeInTheDocument();
    expect(asked).toBe(3);
  });

  it.each([
    ['expired', 'Order #1107 expired before it was paid. You have not been charged.'],
    ['cancelled', 'Order #1107 was cancelled. If you were charged, the money is refunded to your card.'],
    ['refunded', 'Order #1107 was refunded to your card.'],
  ] as const)('an order that is %s is never called paid', async (s, message) => {
    renderApp(`/order-complete/${ORDER_ID}`, { persona: 'customer', trpc: { 'payment.status': () => status(s) } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(/is paid/)).not.toBeInTheDocument();
  });

  it('a payment held for review says it is being checked', async () => {
    renderApp(`/order-complete/${ORDER_ID}`, {
      persona: 'customer',
      trpc: { 'payment.status': () => status('awaiting_payment', { underReview: true }) },
    });
    expect(
      await screen.findByText('We received a payment for order #1107 that we need to check by hand. We will email you shortly.'),
    ).toBeInTheDocument();
  });
});
