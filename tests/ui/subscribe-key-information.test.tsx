import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { subscriptionKeyInformation } from '../../shared/subscription-key-information';
import { AccountSubscriptionsTab } from '../../src/features/subscriptions/account-subscriptions-tab';
import { EMPTY_CART } from './support/cart-fixtures';
import { DELIVERY_RATES, ok } from './support/msw';
import { renderApp } from './support/render-app';
import { makeSubscription, varieties } from './support/subscriptions-fixtures';
import { renderFeature } from './support/subscriptions-render';

const VARIETIES = varieties(['Chilli', 'Garlic']);

async function openDialog(plan: string) {
  const article = await screen.findByRole('article', { name: plan });
  await userEvent.selectOptions(within(article).getByRole('combobox', { name: 'Delivery frequency' }), 'Weekly');
  await userEvent.click(within(article).getByRole('button', { name: /Subscribe Now/ }));
  return screen.findByRole('dialog', { name: `Customise ${plan}` });
}

describe('key information in the subscribe dialog', () => {
  it.each([
    ['signed out', undefined, 'Create Account & Subscribe'],
    ['signed in', 'customer' as const, 'Confirm Subscription'],
  ])('%s: the box sits directly above the subscribe button with the shared text', async (_who, persona, buttonName) => {
    renderApp('/subscriptions', {
      persona,
      trpc: {
        'subscription.varieties': () => ok(VARIETIES),
        'cart.get': () => ok(EMPTY_CART),
      },
    });
    const dialog = await openDialog('The Knight');
    const box = await within(dialog).findByRole('region', { name: 'Key information' });
    const expected = subscriptionKeyInformation({
      planName: 'The Knight',
      bags: 2,
      weight: '250g',
      frequency: 'Weekly',
      pricePence: 1998,
      deliveryPence: DELIVERY_RATES.subscriptionPricePence,
      cardPayments: false,
    });
    const items = await within(box).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(expected.split('\n'));
    expect(box).toHaveTextContent('renews automatically until you cancel it. There is no minimum term.');
    expect(box).toHaveTextContent('cancel online at any time in a few clicks');
    // On its own, right before the button: nothing else between them.
    const button = within(dialog).getByRole('button', { name: buttonName });
    expect(box.nextElementSibling).toBe(button);
  });
});

describe('key information on the subscription card', () => {
  it('shows the text stored when the customer subscribed behind a Key information disclosure', async () => {
    const stored = 'Plan: The Knight, as it was shown.\nRenewal: the subscription renews automatically until you cancel it.';
    renderFeature(<AccountSubscriptionsTab />, {
      trpc: {
        'subscription.listMine': () =>
          ok([
            makeSubscription({ keyInformation: stored }),
            makeSubscription({ id: 'older', planName: 'The Scout', keyInformation: null }),
          ]),
      },
    });
    const knight = await screen.findByRole('article', { name: 'The Knight' });
    await userEvent.click(within(knight).getByText('Key information'));
    expect(
      within(knight)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Plan: The Knight, as it was shown.');
    expect(within(knight).getByText('Renewal: the subscription renews automatically until you cancel it.')).toBeVisible();
    // A subscription made before the text was stored has no disclosure.
    expect(
      within(await screen.findByRole('article', { name: 'The Scout' })).queryByText('Key information'),
    ).not.toBeInTheDocument();
  });
});
