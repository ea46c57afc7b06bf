import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GUEST_CART_KEY } from '../../src/features/cart/guest-cart-storage';
import { cartView, guestCartView, pricedLine } from './support/cart-fixtures';
import { ok, type TrpcOutput } from './support/msw';
import { renderStorefront } from './support/storefront-render';

const CART = cartView([pricedLine({ quantity: 2 })]);
const PLACED: TrpcOutput<'order.place'> = {
  orderId: '9a0c7d2e-0000-4000-8000-000000000001',
  number: 1001,
  totalPence: 3796,
  status: 'awaiting_payment',
  replayed: false,
  clientSecret: null,
};

const field = (name: RegExp) => screen.findByRole('textbox', { name });

function guestCheckout() {
  localStorage.setItem(
    GUEST_CART_KEY,
    JSON.stringify([{ productId: pricedLine().productId, weight: '500g', moisture: 'normal', quantity: 2 }]),
  );
  return renderStorefront('/checkout', { trpc: { 'cart.priceGuest': () => ok(guestCartView(CART.lines)) } });
}

describe('checkout: signing in on the way, and the shipping form', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('tells a signed-out shopper first that placing needs sign-in, and keeps what they typed through it', async () => {
    const { router } = guestCheckout();
    const prompt = within(await screen.findByRole('region', { name: 'Sign in to place your order' }));
    await userEvent.type(await field(/^Full name/), 'Pat Shopper');
    await userEvent.type(await field(/^Address line 1/), '2 Mill Lane');
    await userEvent.type(await field(/^City/), 'Leeds');
    await userEvent.click(prompt.getByRole('link', { name: 'Log in or sign up' }));
    await waitFor(() => expect(router.state.location.href).toBe('/auth?redirect=%2Fcheckout'));

    await router.navigate({ to: '/checkout' });
    expect(await field(/^Full name/)).toHaveValue('Pat Shopper');
    expect(await field(/^Address line 1/)).toHaveValue('2 Mill Lane');
    expect(await field(/^City/)).toHaveValue('Leeds');
  });

  it('a signed-in shopper gets their draft over the profile, and it is gone once the order is placed', async () => {
    sessionStorage.setItem(
      'royal-biltong:checkout-shipping',
      JSON.stringify({ fullName: 'Pat Shopper', address1: '2 Mill Lane', address2: '', city: 'Leeds', postcode: 'LS1 4AP' }),
    );
    const placed: unknown[] = [];
    renderStorefront('/checkout', {
      persona: 'customer',
      trpc: {
        'cart.get': () => ok(CART),
        'order.place': (input) => {
          placed.push(input);
          return ok(PLACED);
        },
      },
    });
    expect(await field(/^Full name/)).toHaveValue('Pat Shopper');
    expect(screen.queryByRole('region', { name: 'Sign in to place your order' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /^Place Order - / }));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect((placed[0] as { shipping: unknown }).shipping).toMatchObject({ fullName: 'Pat Shopper', postcode: 'LS1 4AP' });
    await waitFor(() => expect(sessionStorage.getItem('royal-biltong:checkout-shipping')).toBeNull());
  });

  it('names every empty required field under it, toasts once however often Place Order is pressed, and the toast stays behind', async () => {
    const { router } = renderStorefront('/checkout', { persona: 'customer', trpc: { 'cart.get': () => ok(CART) } });
    for (const name of [/^Full name/, /^Address line 1/, /^City/, /^Postcode/]) await userEvent.clear(await field(name));
    const place = await screen.findByRole('button', { name: /^Place Order - / });
    await userEvent.click(place);
    await userEvent.click(place);
    expect(await screen.findByText('Please fill in all shipping information')).toBeInTheDocument();
    for (const message of [
      'Please enter your full name',
      'Please enter the first line of your address',
      'Please enter your town or city',
      'Please enter your postcode',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveAccessibleDescription('Please enter your town or city');
    expect(screen.getAllByText('Please fill in all shipping information')).toHaveLength(1);

    await router.navigate({ to: '/shop' });
    await waitFor(() => expect(screen.queryByText('Please fill in all shipping information')).not.toBeInTheDocument());
  });
});
