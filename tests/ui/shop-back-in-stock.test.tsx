import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '../../shared/catalogue';
import { ok, tablePage } from './support/msw';
import { DEMO_PRODUCT, renderApp } from './support/render-app';

// 'Email me when it's back' on a sold-out size, and the admin's waiting list.

const SOLD_OUT_250: ShopProduct = {
  ...DEMO_PRODUCT,
  id: '3f6e2c1a-0000-4000-8000-000000000001',
  variants: [
    { weight: '250g', netPence: 998, grossPence: 998, stock: 0 },
    { weight: '500g', netPence: 1800, grossPence: 1800, stock: 0 },
  ],
};

describe('back-in-stock alerts', () => {
  it('a guest gives an email for the sold-out size and is asked to confirm it', async () => {
    const user = userEvent.setup();
    const requests: unknown[] = [];
    renderApp('/shop', {
      trpc: {
        'shop.listProducts': () => ok([SOLD_OUT_250]),
        'backInStock.request': (input) => {
          requests.push(input);
          return ok({ status: 'pending' });
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Original' });
    expect(within(card).getByText('250g currently out of stock')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: "Email me when it's back" }));
    // The guest's form is loaded on demand (the first click).
    await user.type(await within(card).findByLabelText(/Your email for 250g/), 'guest@example.com');
    await user.click(within(card).getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Please check your email and confirm the alert.')).toBeInTheDocument();
    expect(requests).toEqual([{ productId: SOLD_OUT_250.id, weight: '250g', email: 'guest@example.com' }]);
  });

  it('a signed-in customer asks in one click, for the size selected', async () => {
    const user = userEvent.setup();
    const requests: unknown[] = [];
    renderApp('/shop', {
      persona: 'customer',
      trpc: {
        'shop.listProducts': () => ok([SOLD_OUT_250]),
        'backInStock.request': (input) => {
          requests.push(input);
          return ok({ status: 'confirmed' });
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Original' });
    await user.click(within(card).getByRole('radio', { name: '500g' }));
    await user.click(within(card).getByRole('button', { name: "Email me when it's back" }));
    expect(await screen.findByText('We will email you when Original 500g is back in stock.')).toBeInTheDocument();
    expect(requests).toEqual([{ productId: SOLD_OUT_250.id, weight: '500g' }]);
  });

  it('offers no alert on a size in stock', async () => {
    renderApp('/shop');
    const card = await screen.findByRole('article', { name: 'Original' });
    expect(within(card).queryByRole('button', { name: "Email me when it's back" })).not.toBeInTheDocument();
  });

  it('shows the admin the waiting count and oldest request per product size', async () => {
    renderApp('/admin/back-in-stock', {
      persona: 'admin',
      trpc: {
        'backInStock.waiting': () =>
          tablePage([
            {
              productId: 'p1',
              productName: 'Chilli',
              weight: '250g',
              stock: 0,
              waiting: 3,
              oldestRequestAt: new Date('2026-01-10T09:30:00.000Z'),
            },
          ]),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Back-in-stock requests' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Back-in-stock requests' });
    const row = await within(table).findByRole('row', { name: /Chilli/ });
    expect(within(row).getByText('250g')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back in stock/ })).toHaveAttribute('href', '/admin/back-in-stock');
  });

  it('confirms a guest’s alert from the emailed link', async () => {
    const tokens: unknown[] = [];
    renderApp('/back-in-stock/confirm?token=abcdefghijklmnopqrstuvwxyz012345', {
      trpc: {
        'backInStock.confirm': (input) => {
          tokens.push(input);
          return ok({ productName: 'Chilli', weight: '250g' });
        },
      },
    });
    expect(await screen.findByText('Confirmed. We will email you once when Chilli 250g is back in stock.')).toBeInTheDocument();
    expect(tokens).toEqual([{ token: 'abcdefghijklmnopqrstuvwxyz012345' }]);
  });
});
