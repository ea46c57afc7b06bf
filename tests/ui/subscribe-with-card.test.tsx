import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stripeStandIn } from '../support/stripe-stand-in';
import { CARD_PAYMENTS, ok, server, type TrpcOutput } from './support/msw';
import { renderApp } from './support/render-app';
import { makeSubscription, varieties } from './support/subscriptions-fixtures';

// Stripe.js cannot load here; loadStripe uses an existing window.Stripe, so the e2e stand-in is
// installed, its confirmations answered by this fake Stripe double.
const DOUBLE = 'http://stripe-double.test';
const VARIETIES = varieties(['Chilli']);

beforeEach(() => {
  new Function(stripeStandIn(DOUBLE))();
});
afterEach(() => {
  delete (window as { Stripe?: unknown }).Stripe;
});

async function subscribeToTheScout() {
  const article = await screen.findByRole('article', { name: 'The Scout' });
  await userEvent.click(within(article).getByRole('button', { name: /Subscribe Now/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Customise The Scout' });
  await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Chilli' })).toBeInTheDocument());
  const bag = within(within(dialog).getByRole('group', { name: 'Bag 1' }));
  await userEvent.selectOptions(bag.getByRole('combobox', { name: /^Variety/ }), 'Chilli');
  await userEvent.click(bag.getByRole('radio', { name: 'Lean' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Subscription' }));
}

function shop(savedCard: TrpcOutput<'payment.savedCard'>) {
  const calls = { setupCard: 0, create: 0 };
  const view = renderApp('/subscriptions', {
    persona: 'customer',
    trpc: {
      'subscription.varieties': () => ok(VARIETIES),
      'payment.config': () => ok(CARD_PAYMENTS),
      'payment.savedCard': () => ok(savedCard),
      'payment.setupCard': () => {
        calls.setupCard++;
        return ok({ clientSecret: 'seti_test1_secret_abc' });
      },
      'subscription.create': () => {
        calls.create++;
        return ok(makeSubscription({ id: 'sub-1' }));
      },
    },
  });
  return { ...view, calls };
}

describe('subscribing with a card for renewals', () => {
  it('after the subscription is stored, asks for the renewal card (one SetupIntent) and shows a decline', async () => {
    server.use(
      http.post(`${DOUBLE}/_test/confirm`, () =>
        HttpResponse.json({ status: 'requires_payment_method', error: 'Your card was declined.' }),
      ),
    );
    const { calls, router } = shop(null);
    await subscribeToTheScout();

    const step = await screen.findByRole('dialog', { name: 'Card for subscription renewals' });
    expect(calls.create).toBe(1);
    expect(within(step).getByText(/Add the card your renewals are charged to/)).toBeInTheDocument();
    await userEvent.type(await within(step).findByLabelText('Test card number'), '4000000000000002');
    await userEvent.click(within(step).getByRole('button', { name: 'Save card' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(calls.setupCard).toBe(1);
    // Still on the subscriptions page: the customer can try another card or skip.
    expect(router.state.location.pathname).toBe('/subscriptions');
  });

  it('skipping keeps bank transfer and goes to the account', async () => {
    const { router } = shop(null);
    await subscribeToTheScout();
    const step = await screen.findByRole('dialog', { name: 'Card for subscription renewals' });
    await userEvent.click(within(step).getByRole('button', { name: 'Pay by bank transfer instead' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('with a card already saved, no card step: straight to the account', async () => {
    const { calls, router } = shop({ brand: 'visa', last4: '4242' });
    await subscribeToTheScout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(screen.queryByRole('dialog', { name: 'Card for subscription renewals' })).not.toBeInTheDocument();
    expect(calls.setupCard).toBe(0);
  });
});
