import { screen, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { SHOP_SKELETON_COUNT } from '../../shared/constants';
import { ok, trpcError } from './support/msw';
import { DEMO_PRODUCT, renderApp } from './support/render-app';

describe('shop', () => {
  it('shows six skeleton cards while the products load', async () => {
    renderApp('/shop', {
      trpc: {
        'shop.listProducts': async () => {
          await delay('infinite');
          return ok([]);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Our Products' })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(SHOP_SKELETON_COUNT);
  });

  it('shows the error alert with the server message', async () => {
    renderApp('/shop', {
      trpc: { 'shop.listProducts': () => trpcError('INTERNAL_SERVER_ERROR', 'The pantry is locked.', 500) },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading products')).toBeInTheDocument();
    expect(within(alert).getByText('The pantry is locked.')).toBeInTheDocument();
  });

  it('says so when there are no products', async () => {
    renderApp('/shop', { trpc: { 'shop.listProducts': () => ok([]) } });
    expect(await screen.findByText('No products available at the moment.')).toBeInTheDocument();
  });

  it('shows a card with image, name, description and the first available weight’s GBP price', async () => {
    renderApp('/shop', {
      trpc: {
        'shop.listProducts': () =>
          ok([
            {
              ...DEMO_PRODUCT,
              vatRateBps: 2000,
              // 125g is out of stock, so the first available weight is 250g.
              variants: [
                { weight: '125g', netPence: 416, grossPence: 499, stock: 0 },
                { weight: '250g', netPence: 832, grossPence: 998, stock: 12 },
              ],
            },
          ]),
      },
    });
    const card = await screen.findByRole('article', { name: 'Original' });
    expect(within(card).getByRole('img', { name: 'Original biltong' })).toHaveAttribute('src', '/images/products/original.svg');
    expect(within(card).getByText('Our founding recipe.')).toBeInTheDocument();
    expect(within(card).getByText('£9.98')).toBeInTheDocument();
    expect(within(card).getByText('250g')).toBeInTheDocument();
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
  });
});
