import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountSubscriptionsTab } from '../../src/features/subscriptions/account-subscriptions-tab';
import { ok } from './support/msw';
import { makeSubscription } from './support/subscriptions-fixtures';
import { renderFeature } from './support/subscriptions-render';

describe('the subscription card’s Cancel', () => {
  it('is written in red 9 (5.4:1 on the card’s cream), not the subtle variant’s red 6 (3.2:1)', async () => {
    renderFeature(<AccountSubscriptionsTab />, {
      trpc: { 'subscription.listMine': () => ok([makeSubscription()]), 'subscription.varieties': () => ok([]) },
    });
    const card = within(await screen.findByRole('article', { name: 'The Knight' }));
    // Mantine's subtle buttons cap their text at shade 6 whatever shade is asked for; the text colour is set itself.
    expect(card.getByRole('button', { name: 'Cancel' })).toHaveStyle({ color: 'var(--mantine-color-red-9)' });
  });
});
