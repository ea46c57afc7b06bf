import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartView, pricedLine } from './support/cart-fixtures';
import { ok } from './support/msw';
import { DEMO_PRODUCT } from './support/render-app';
import { renderStorefront } from './support/storefront-render';

describe('after Add to Cart', () => {
  it('the toast sits clear of the header and its View cart opens the drawer, which says how far free delivery is', async () => {
    const line = pricedLine({
      productId: DEMO_PRODUCT.id,
      productName: 'Original',
      weight: '125g',
      unitNetPence: 499,
      vatRateBps: DEMO_PRODUCT.vatRateBps,
    });
    // £4.99 of goods pays £3.95 delivery; the threshold is £40.00.
    const cart = cartView([line]);
    renderStorefront('/shop', {
      persona: 'customer',
      trpc: {
        'cart.get': () => ok(cart),
        'cart.add': () => ok({ quantity: 1, notice: null, cart }),
      },
    });
    // Signed in first, so the line goes to the account's cart.
    await screen.findByRole('button', { name: 'Open shopping cart (1 item)' });
    const card = within(await screen.findByRole('article', { name: 'Original' }));
    await userEvent.click(card.getByRole('button', { name: 'Add to Cart' }));
    const message = await screen.findByText('Original 125g added to your cart');
    const toast = message.closest('.mantine-Notification-root') as HTMLElement;
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-right');

    await userEvent.click(within(toast).getByRole('button', { name: 'View cart' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Shopping Cart' }));
    expect(await drawer.findByText('Spend £35.01 more for free delivery')).toBeInTheDocument();
  });
});
