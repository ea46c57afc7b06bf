import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartView, pricedLine } from './support/cart-fixtures';
import { neverAnswer, ok } from './support/msw';
import { renderStorefront } from './support/storefront-render';

// 2 x Chilli 500g at the trade price: £12.66 net each, £25.32 net, VAT £5.06, £30.38 with VAT.
const TRADE_CART = cartView([pricedLine({ quantity: 2, unitNetPence: 1266 }, 'net')], 'net');

function tradeCheckout(placed: Array<Record<string, unknown>>) {
  return renderStorefront('/checkout', {
    persona: 'wholesaler',
    trpc: {
      'cart.get': () => ok(TRADE_CART),
      'order.place': (input) => {
        placed.push(input as Record<string, unknown>);
        return ok({
          orderId: '9a0c7d2e-0000-4000-8000-000000000001',
          number: 1001,
          totalPence: 3038,
          status: 'awaiting_payment',
          replayed: false,
          clientSecret: null,
        });
      },
      'wholesale.dashboard': neverAnswer,
    },
  });
}

describe('trade checkout', () => {
  it('shows net unit prices and each line’s VAT, as the invoice does', async () => {
    tradeCheckout([]);
    const summary = within(await screen.findByRole('table', { name: 'Order summary' }));
    expect(summary.getByRole('columnheader', { name: 'Unit price (ex VAT)' })).toBeInTheDocument();
    expect(summary.getByRole('columnheader', { name: 'VAT' })).toBeInTheDocument();
    const row = within(summary.getAllByRole('row')[1] as HTMLElement);
    expect(row.getByText('£12.66')).toBeInTheDocument();
    expect(row.getByText('£5.06 (20%)')).toBeInTheDocument();
    expect(row.getByText('£30.38')).toBeInTheDocument();
    expect(summary.queryByText('£15.19')).not.toBeInTheDocument();
  });

  it('starts on Pay on account for an account with terms', async () => {
    const placed: Array<Record<string, unknown>> = [];
    tradeCheckout(placed);
    expect(await screen.findByRole('radio', { name: /Pay on account/ })).toBeChecked();
    await userEvent.click(await screen.findByRole('button', { name: /^Place Order - / }));
    await waitFor(() => expect(placed[0]?.paymentMethod).toBe('on_account'));
  });
});
