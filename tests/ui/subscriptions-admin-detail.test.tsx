import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SubscriptionsList } from '../../src/features/admin-subscriptions/subscriptions-list';
import { ok, type TrpcOutput, tablePage, trpcError } from './support/msw';
import { makeAdminRow } from './support/subscriptions-fixtures';
import { renderFeature } from './support/subscriptions-render';

const ACTIVE = makeAdminRow();
const CANCELLED = makeAdminRow({
  id: '0b9f5a52-8a43-4a8e-9d11-6f4d2a7c1e02',
  subscriberName: 'Carla Cancelled',
  planName: 'The Scout',
  status: 'cancelled',
});
const KEY_INFORMATION = ['The Scout: 1 × 250g bag, monthly.', 'It renews automatically until you cancel.'].join('\n');
const DETAILS: Record<string, TrpcOutput<'adminSubscriptions.detail'>> = {
  [ACTIVE.id]: {
    id: ACTIVE.id,
    subscriberName: 'Charlie Customer',
    planName: 'The Knight',
    status: 'active',
    keyInformation: null,
    cancelReason: null,
    cancelDetails: null,
  },
  [CANCELLED.id]: {
    id: CANCELLED.id,
    subscriberName: 'Carla Cancelled',
    planName: 'The Scout',
    status: 'cancelled',
    keyInformation: KEY_INFORMATION,
    cancelReason: 'other',
    cancelDetails: 'Going vegetarian',
  },
};

function renderList() {
  renderFeature(<SubscriptionsList />, {
    trpc: {
      'adminSubscriptions.list': () => tablePage([ACTIVE, CANCELLED]),
      'adminSubscriptions.detail': (input) => {
        const found = DETAILS[input.id];
        return found ? ok(found) : trpcError('NOT_FOUND', 'Subscription not found.', 404);
      },
    },
  });
}

const rowOf = async (name: string) => {
  const row = (await screen.findByText(name)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe("the back office's subscription details", () => {
  it('a cancelled subscription shows its cancel reason and the key information shown at sign-up', async () => {
    renderList();
    await userEvent.click((await rowOf('Carla Cancelled')).getByRole('button', { name: 'Actions for Carla Cancelled' }));
    // Nothing to pause, resume or cancel any more; the details stay.
    expect(screen.queryByRole('menuitem', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'View details' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Carla Cancelled: The Scout' }));
    expect(drawer.getByRole('region', { name: 'Cancel reason' })).toHaveTextContent('Other: Going vegetarian');
    const keyInformation = within(drawer.getByRole('region', { name: 'Key information at sign-up' }));
    expect(keyInformation.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The Scout: 1 × 250g bag, monthly.',
      'It renews automatically until you cancel.',
    ]);
  });

  it('an active one has no cancel reason, and says when no key information was stored', async () => {
    renderList();
    await userEvent.click((await rowOf('Charlie Customer')).getByRole('button', { name: 'Actions for Charlie Customer' }));
    expect(await screen.findByRole('menuitem', { name: 'Pause subscription' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'View details' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Charlie Customer: The Knight' }));
    expect(drawer.queryByRole('region', { name: 'Cancel reason' })).not.toBeInTheDocument();
    expect(drawer.getByText('Not stored: this subscription began before key information was kept.')).toBeInTheDocument();
  });
});
