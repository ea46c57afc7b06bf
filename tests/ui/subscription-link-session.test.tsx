import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LinkActionPage } from '../../src/features/subscription-links/link-action-page';
import { ok, type TrpcOutput, type TrpcResolvers, trpcError } from './support/msw';
import { varieties } from './support/subscriptions-fixtures';
import { renderFeature } from './support/subscriptions-render';

const ID = '0b9f5a52-8a43-4a8e-9d11-6f4d2a7c1e01';
type Subscription = TrpcOutput<'subscriptionLink.subscription'>;
const SUMMARY = { deliveryDate: '2099-02-15', planName: 'The Knight', bagCount: 2, weight: '250g', frequency: 'Monthly' };
const SUBSCRIPTION: Subscription = {
  id: ID,
  planName: 'The Knight',
  bagCount: 2,
  weight: '250g',
  frequency: 'Monthly',
  pricePence: 1998,
  bags: [
    { variety: 'Chilli', moisture: 'wet', fat: 'lean' },
    { variety: 'Garlic', moisture: 'wet', fat: 'lean' },
  ],
  status: 'active',
  nextDeliveryAt: '2099-02-15',
  deliveryAddress1: '1 Castle Street',
  deliveryAddress2: null,
  deliveryCity: 'York',
  deliveryPostcode: 'YO1 7HH',
};
const VARIETIES = varieties(['Chilli', 'Garlic', 'Original'], ['250g']);

function renderLink(extra: TrpcResolvers = {}) {
  const calls: { path: string; input: unknown }[] = [];
  renderFeature(<LinkActionPage token="signed.link.token" />, {
    trpc: {
      'subscriptionLink.preview': () => ok({ status: 'ready', action: 'flavours', ...SUMMARY }),
      'subscriptionLink.act': (input) => {
        calls.push({ path: 'act', input });
        return ok({ status: 'opened', capability: 'cap.token', action: 'flavours', ...SUMMARY });
      },
      'subscriptionLink.subscription': () => ok(SUBSCRIPTION),
      'subscriptionLink.edit': (input) => {
        calls.push({ path: 'edit', input });
        return ok({ id: ID, nextDeliveryAt: '2099-02-15' });
      },
      'subscription.varieties': () => ok(VARIETIES),
      ...extra,
    },
  });
  return calls;
}

describe("'Change flavours' from an email", () => {
  it('opens that subscription for editing after the button, and saves through the capability, not a sign-in', async () => {
    const calls = renderLink();
    expect(await screen.findByText('Open this subscription to change its flavours?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change flavours' }));
    expect(await screen.findByRole('heading', { name: 'Change flavours' })).toBeInTheDocument();
    expect(
      screen.getByText('Opened from your email: this page can change this subscription only, for 30 minutes.'),
    ).toBeInTheDocument();
    const bag2 = screen.getByLabelText('Bag 2 variety');
    await within(bag2).findByRole('option', { name: 'Original' });
    await userEvent.selectOptions(bag2, 'Original');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Subscription updated successfully!')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['act', 'edit']);
    expect(calls[1]?.input).toMatchObject({
      capability: 'cap.token',
      id: ID,
      bags: [
        { variety: 'Chilli', moisture: 'wet', fat: 'lean' },
        { variety: 'Original', moisture: 'wet', fat: 'lean' },
      ],
    });
  });

  it('a timed-out page says so and offers sign-in', async () => {
    renderLink({
      'subscriptionLink.subscription': () =>
        trpcError('UNAUTHORIZED', 'This page has timed out. Please sign in to manage your subscription.', 401),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change flavours' }));
    const refusal = await screen.findByText('This page has timed out. Please sign in to manage your subscription.');
    expect(refusal).toBeInTheDocument();
    expect(within(document.body).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("'Manage subscription' on a paused box offers Resume, through the capability", async () => {
    let status: Subscription['status'] = 'paused';
    const changes: unknown[] = [];
    renderLink({
      'subscriptionLink.preview': () => ok({ status: 'ready', action: 'manage', ...SUMMARY }),
      'subscriptionLink.act': () => ok({ status: 'opened', capability: 'cap.token', action: 'manage', ...SUMMARY }),
      'subscriptionLink.subscription': () => ok({ ...SUBSCRIPTION, status }),
      'subscriptionLink.change': (input) => {
        changes.push(input);
        status = 'active';
        return ok({ id: ID, status, nextDeliveryAt: '2099-02-15' });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage subscription' }));
    expect(await screen.findByText('Resume the subscription to change its box.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('heading', { name: 'Change your box' })).toBeInTheDocument();
    expect(changes).toEqual([{ capability: 'cap.token', id: ID, change: 'resume' }]);
  });
});

describe("cancelling from a 'Manage subscription' link", () => {
  it('cancels through the capability with a reason, like the account', async () => {
    let status: Subscription['status'] = 'active';
    const cancels: unknown[] = [];
    renderLink({
      'subscriptionLink.preview': () => ok({ status: 'ready', action: 'manage', ...SUMMARY }),
      'subscriptionLink.act': () => ok({ status: 'opened', capability: 'cap.token', action: 'manage', ...SUMMARY }),
      'subscriptionLink.subscription': () => ok({ ...SUBSCRIPTION, status }),
      'subscriptionLink.cancel': (input) => {
        cancels.push(input);
        status = 'cancelled';
        return ok({ id: ID, status, nextDeliveryAt: '2099-02-15' });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage subscription' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /expensive/i }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'No thanks, cancel' }));
    expect(await screen.findByText('This subscription has ended.')).toBeInTheDocument();
    expect(cancels).toEqual([{ capability: 'cap.token', id: ID, reason: 'too_expensive' }]);
  });

  it("takes the reason's offer through the capability instead of cancelling", async () => {
    const accepted: unknown[] = [];
    renderLink({
      'subscriptionLink.preview': () => ok({ status: 'ready', action: 'manage', ...SUMMARY }),
      'subscriptionLink.act': () => ok({ status: 'opened', capability: 'cap.token', action: 'manage', ...SUMMARY }),
      'subscriptionLink.acceptCancelOffer': (input) => {
        accepted.push(input);
        return ok({ id: ID, status: 'active', frequency: 'Monthly', nextDeliveryAt: '2099-03-15' });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage subscription' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel subscription?' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Moving or travelling' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Skip next delivery instead' }));
    expect(await screen.findByText('Done. Your subscription carries on.')).toBeInTheDocument();
    expect(accepted).toEqual([{ capability: 'cap.token', id: ID, reason: 'moving', offer: 'skip' }]);
  });

  it("'Change flavours instead' leads to the page's form, whose saved edit names the offer", async () => {
    const calls = renderLink({
      'subscriptionLink.preview': () => ok({ status: 'ready', action: 'manage', ...SUMMARY }),
      'subscriptionLink.act': () => ok({ status: 'opened', capability: 'cap.token', action: 'manage', ...SUMMARY }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage subscription' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: "Didn't like the flavours" }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change flavours instead' }));
    expect(await screen.findByRole('heading', { name: 'Change flavours' })).toBeInTheDocument();
    const bag2 = screen.getByLabelText('Bag 2 variety');
    await within(bag2).findByRole('option', { name: 'Original' });
    await userEvent.selectOptions(bag2, 'Original');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Subscription updated successfully!')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['edit']);
    expect(calls[0]?.input).toMatchObject({ capability: 'cap.token', cancelOffer: 'flavours', reasonCode: 'disliked_flavours' });
  });
});
