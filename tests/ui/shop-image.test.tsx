import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from './support/msw';
import { DEMO_PRODUCT, renderApp } from './support/render-app';

const FALLBACK = '/images/products/original.svg';

describe('shop card image', () => {
  it('shows the Original’s bag art for a product without an image', async () => {
    renderApp('/shop', { trpc: { 'shop.listProducts': () => ok([{ ...DEMO_PRODUCT, name: 'Plain', imageUrl: null }]) } });
    const card = await screen.findByRole('article', { name: 'Plain' });
    expect(within(card).getByRole('img', { name: 'Plain biltong' })).toHaveAttribute('src', FALLBACK);
  });

  it('falls back to it when the product’s image fails to load', async () => {
    const product = { ...DEMO_PRODUCT, name: 'Broken', imageUrl: '/uploads/missing.webp' };
    renderApp('/shop', { trpc: { 'shop.listProducts': () => ok([product]) } });
    const image = within(await screen.findByRole('article', { name: 'Broken' })).getByRole('img', { name: 'Broken biltong' });
    expect(image).toHaveAttribute('src', '/uploads/missing.webp');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', FALLBACK);
  });
});
