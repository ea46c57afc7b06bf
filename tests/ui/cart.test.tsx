import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useCart } from '../../src/features/cart/cart-context';
import { GUEST_CART_KEY } from '../../src/features/cart/guest-cart-storage';
import { cartView, guestCartView, pricedLine } from './support/cart-fixtures';
import { allowConsoleError } from './support/console-guard';
import { ok, type TrpcResolver } from './support/msw';
import { renderStorefront } from './support/storefront-render';

const CHILLI_ID = '3f6e2c1a-0000-4000-8000-000000000001';
const GARLIC_ID = '3f6e2c1a-0000-4000-8000-000000000003';
const chilliLine = { productId: CHILLI_ID, weight: '500g', moisture: 'normal', quantity: 2 } as const;

function storedCart() {
  return JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]');
}

async function openDrawer(count: number) {
  const label = `Open shopping cart (${count} ${count === 1 ? 'item' : 'items'})`;
  await userEvent.click(await screen.findByRole('button', { name: label }));
  return within(await screen.findByRole('dialog', { name: 'Shopping Cart' }));
}

/** Answers cart.priceGuest from the lines it is sent, as the server would (Chilli 500g at £18.98). */
const priceGuest =
  (sent: unknown[]): TrpcResolver<'cart.priceGuest'> =>
  (input) => {
    sent.push(input);
    return ok(guestCartView(input.lines.map((line) => pricedLine({ ...line }))));
  };

describe('the cart', () => {
  afterEach(() => localStorage.clear());

  it('throws outside its provider', () => {
    allowConsoleError(/useCart must be used within a CartProvider/);
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
  });

  it('keeps a guest cart in localStorage, priced by the server, and lists it in the drawer', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([chilliLine]));
    const sent: unknown[] = [];
    renderStorefront('/shop', { trpc: { 'cart.priceGuest': priceGuest(sent) } });
    const drawer = await openDrawer(2);
    const line = within(await drawer.findByRole('listitem', { name: 'Chilli 500g' }));
    expect(line.getByText('500g · Sweet Spot · £18.98 each')).toBeInTheDocument();
    expect(line.getByText('£37.96')).toBeInTheDocument();
    expect(drawer.getByText('Subtotal')).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(sent[0]).toEqual({ lines: [chilliLine] });
  });

  it('changes quantities with minus and plus, and removes the line below one', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([{ ...chilliLine, quantity: 1 }]));
    renderStorefront('/shop', { trpc: { 'cart.priceGuest': priceGuest([]) } });
    const drawer = await openDrawer(1);
    await userEvent.click(await drawer.findByRole('button', { name: 'Increase quantity of Chilli 500g' }));
    expect(storedCart()).toEqual([{ ...chilliLine, quantity: 2 }]);
    expect(await screen.findByRole('button', { name: 'Open shopping cart (2 items)' })).toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Decrease quantity of Chilli 500g' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Decrease quantity of Chilli 500g' }));
    expect(storedCart()).toEqual([]);
    expect(await drawer.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('removes exactly the line asked for (product, weight and moisture)', async () => {
    const wet = { ...chilliLine, moisture: 'wet', quantity: 1 };
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([chilliLine, wet]));
    renderStorefront('/shop', {
      trpc: {
        'cart.priceGuest': () => ok(guestCartView([pricedLine({ quantity: 2 }), pricedLine({ moisture: 'wet', quantity: 1 })])),
      },
    });
    const drawer = await openDrawer(3);
    const lines = await drawer.findAllByRole('listitem', { name: 'Chilli 500g' });
    expect(within(lines[1] as HTMLElement).getByText(/Mooo!/)).toBeInTheDocument();
    await userEvent.click(within(lines[1] as HTMLElement).getByRole('button', { name: 'Remove Chilli 500g from cart' }));
    expect(storedCart()).toEqual([chilliLine]);
  });

  it('flags a line the server says cannot be bought, and leaves it out of the subtotal', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([chilliLine, { ...chilliLine, productId: GARLIC_ID }]));
    renderStorefront('/shop', {
      trpc: {
        'cart.priceGuest': () =>
          ok(
            guestCartView([
              pricedLine({ quantity: 2 }),
              pricedLine({ productId: GARLIC_ID, productName: 'Garlic', quantity: 2, problem: '500g currently out of stock' }),
            ]),
          ),
      },
    });
    const drawer = await openDrawer(4);
    const garlic = within(await drawer.findByRole('listitem', { name: 'Garlic 500g' }));
    expect(garlic.getByText('500g currently out of stock')).toBeInTheDocument();
    expect(drawer.getByText(/Some items can no longer be bought/)).toBeInTheDocument();
    // Both line totals and the subtotal of the one buyable line; the total adds its tracked delivery.
    expect(drawer.getAllByText('£37.96')).toHaveLength(3);
    expect(drawer.getByText('£41.91')).toBeInTheDocument();
  });

  it('keeps a signed-in cart on the server and shows each write’s answer without asking for the cart again', async () => {
    const calls: Array<[string, unknown]> = [];
    let reads = 0;
    renderStorefront('/shop', {
      persona: 'customer',
      trpc: {
        'cart.get': () => {
          reads += 1;
          return ok(cartView([pricedLine({ quantity: 2 })]));
        },
        'cart.setQuantity': (input) => {
          calls.push(['setQuantity', input]);
          const { quantity } = input as { quantity: number };
          return ok({ quantity, notice: null, cart: cartView([pricedLine({ quantity })]) });
        },
        'cart.remove': (input) => {
          calls.push(['remove', input]);
          return ok({ cart: cartView([]) });
        },
      },
    });
    const drawer = await openDrawer(2);
    await userEvent.click(await drawer.findByRole('button', { name: 'Increase quantity of Chilli 500g' }));
    expect(await screen.findByRole('button', { name: 'Open shopping cart (3 items)' })).toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Remove Chilli 500g from cart' }));
    expect(await drawer.findByText('Your cart is empty')).toBeInTheDocument();
    expect(calls).toEqual([
      ['setQuantity', { productId: CHILLI_ID, weight: '500g', moisture: 'normal', quantity: 3 }],
      ['remove', { productId: CHILLI_ID, weight: '500g', moisture: 'normal' }],
    ]);
    expect(reads).toBe(1);
    expect(storedCart()).toEqual([]);
  });

  it('merges the guest cart into the account on sign-in, then clears the browser copy', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([chilliLine]));
    const merged: unknown[] = [];
    renderStorefront('/shop', {
      persona: 'customer',
      trpc: {
        'cart.merge': (input) => {
          merged.push(input);
          return ok({ notices: [], cart: cartView([pricedLine({ quantity: 3 })]) });
        },
        'cart.get': () => ok(cartView([])),
      },
    });
    expect(await screen.findByRole('button', { name: 'Open shopping cart (3 items)' })).toBeInTheDocument();
    expect(merged).toEqual([{ lines: [chilliLine] }]);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('shows the server’s notice when a quantity is held to the stock, signed in and as a guest', async () => {
    const notice = 'Only 2 of Chilli 500g in stock, so your cart has 2.';
    renderStorefront('/shop', {
      persona: 'customer',
      trpc: {
        'cart.get': () => ok(cartView([pricedLine({ quantity: 1, stock: 2 })])),
        'cart.setQuantity': () => ok({ quantity: 2, notice, cart: cartView([pricedLine({ quantity: 2, stock: 2 })]) }),
      },
    });
    const drawer = await openDrawer(1);
    await userEvent.click(await drawer.findByRole('button', { name: 'Increase quantity of Chilli 500g' }));
    expect(await screen.findByText(notice)).toBeInTheDocument();
  });

  it('holds a guest cart to the stock the server reports, with the notice, and stops plus at the stock', async () => {
    const notice = 'Only 2 of Chilli 500g in stock, so your cart has 2.';
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([{ ...chilliLine, quantity: 7 }]));
    renderStorefront('/shop', {
      trpc: { 'cart.priceGuest': () => ok(guestCartView([pricedLine({ quantity: 2, stock: 2 })], [notice])) },
    });
    expect(await screen.findByText(notice)).toBeInTheDocument();
    await waitFor(() => expect(storedCart()).toEqual([{ ...chilliLine, quantity: 2 }]));
    const drawer = await openDrawer(2);
    expect(await drawer.findByRole('button', { name: 'Increase quantity of Chilli 500g' })).toBeDisabled();
    expect(drawer.getByRole('button', { name: 'Decrease quantity of Chilli 500g' })).toBeEnabled();
  });

  it('ignores a tampered or malformed stored cart', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([{ ...chilliLine, quantity: -4 }, { nonsense: true }, 'x']));
    renderStorefront('/shop');
    expect(await screen.findByRole('button', { name: 'Open shopping cart (0 items)' })).toBeInTheDocument();
  });
});
