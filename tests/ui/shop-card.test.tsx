import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopProduct } from '../../shared/catalogue';
import { GUEST_CART_KEY } from '../../src/features/cart/guest-cart-storage';
import { productCardState } from '../../src/features/shop/card-rules';
import { SHOP_FOOD } from '../support/food-information';
import { ok } from './support/msw';
import { DEMO_PRODUCT } from './support/render-app';
import { renderStorefront } from './support/storefront-render';

const CHILLI: ShopProduct = {
  id: '3f6e2c1a-0000-4000-8000-000000000001',
  name: 'Chilli',
  slug: 'chilli',
  description: 'The Original with a proper kick.',
  imageUrl: '/images/products/chilli.svg',
  images: [],
  vatRateBps: 2000,
  supportsMoistureOptions: true,
  ingredients: 'British beef (96%), cider vinegar, crushed chilli (1%)',
  allergens: ['Sulphur dioxide and sulphites'],
  food: SHOP_FOOD,
  variants: [
    { weight: '125g', netPence: 416, grossPence: 499, stock: 0 },
    { weight: '250g', netPence: 832, grossPence: 998, stock: 60 },
    { weight: '500g', netPence: 1582, grossPence: 1898, stock: 30 },
    { weight: '1kg', netPence: null, grossPence: null, stock: 5 },
  ],
};

async function cardFor(products: ShopProduct[], name: string, persona: 'anonymous' | 'wholesaler' = 'anonymous') {
  renderStorefront('/shop', { persona, trpc: { 'shop.listProducts': () => ok(products) } });
  return within(await screen.findByRole('article', { name }));
}

describe('product card rules', () => {
  afterEach(() => localStorage.clear());

  it('offers weights with stock and a price, defaulting to the first, and shows its VAT-inclusive price', async () => {
    const card = await cardFor([CHILLI], 'Chilli');
    const weights = within(card.getByRole('radiogroup', { name: 'Weight' }));
    expect(weights.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['250g', '500g']);
    expect(weights.getByRole('radio', { name: '250g' })).toHaveAttribute('aria-checked', 'true');
    expect(card.getByText('£9.98')).toBeInTheDocument();
    await userEvent.click(weights.getByRole('radio', { name: '500g' }));
    expect(card.getByText('£18.98')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('shows the moisture picker with its labels, wet by default, only when the product supports it', async () => {
    const plain = { ...CHILLI, id: '3f6e2c1a-0000-4000-8000-000000000002', name: 'Smoky BBQ', supportsMoistureOptions: false };
    renderStorefront('/shop', { trpc: { 'shop.listProducts': () => ok([CHILLI, plain]) } });
    const chilli = within(await screen.findByRole('article', { name: 'Chilli' }));
    const moisture = within(chilli.getByRole('radiogroup', { name: 'Moisture' }));
    expect(moisture.getByRole('radio', { name: 'Mooo! Soft & Tender (recommended)' })).toHaveAttribute('aria-checked', 'true');
    expect(moisture.getByRole('radio', { name: 'Sweet Spot Medium' })).toHaveAttribute('aria-checked', 'false');
    expect(moisture.getByRole('radio', { name: 'Old timer Dry/Tougher' })).toBeInTheDocument();
    const bbq = within(screen.getByRole('article', { name: 'Smoky BBQ' }));
    expect(bbq.queryByRole('radiogroup', { name: 'Moisture' })).not.toBeInTheDocument();
  });

  it('falls back to every priced weight when none is in stock: notice and a disabled Out of Stock', async () => {
    const soldOut = { ...CHILLI, variants: CHILLI.variants.map((v) => ({ ...v, stock: 0 })) };
    const card = await cardFor([soldOut], 'Chilli');
    const weights = within(card.getByRole('radiogroup', { name: 'Weight' }));
    expect(weights.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['125g', '250g', '500g']);
    expect(card.getByText('125g currently out of stock')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(card.getByText('£4.99')).toBeInTheDocument();
  });

  it('offers just 250g when nothing has a price, with a disabled Price not available', async () => {
    const unpriced = {
      ...CHILLI,
      variants: [{ weight: '250g' as const, netPence: null, grossPence: null, stock: 10 }],
    };
    const card = await cardFor([unpriced], 'Chilli');
    expect(within(card.getByRole('radiogroup', { name: 'Weight' })).getAllByRole('radio')).toHaveLength(1);
    expect(card.getByRole('button', { name: 'Price not available' })).toBeDisabled();
    expect(card.queryByText(/£/)).not.toBeInTheDocument();
  });

  it('displays the first available weight’s price when the selected weight has none', () => {
    const state = productCardState(CHILLI, '1kg');
    expect(state.pricePence).toBe(998);
    expect(state.action).toBe('no-price');
    expect(productCardState(CHILLI, '125g')).toMatchObject({ outOfStock: true, action: 'out-of-stock', pricePence: 499 });
  });

  it('shows image (sized, lazy below the first row), name, description, ingredients and allergens', async () => {
    const products = ['A', 'B', 'C', 'D'].map((letter, index) => ({
      ...CHILLI,
      id: `3f6e2c1a-0000-4000-8000-00000000010${index}`,
      name: `Chilli ${letter}`,
    }));
    const first = await cardFor(products, 'Chilli A');
    const image = first.getByRole('img', { name: 'Chilli A biltong' });
    expect(image).toHaveAttribute('src', '/images/products/chilli.svg');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
    expect(image).toHaveAttribute('loading', 'eager');
    const fourth = within(screen.getByRole('article', { name: 'Chilli D' }));
    expect(fourth.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(first.getByText('The Original with a proper kick.')).toBeInTheDocument();
    await userEvent.click(first.getByText('Ingredients & allergens'));
    expect(first.getByText('British beef (96%), cider vinegar, crushed chilli (1%)')).toBeVisible();
    expect(first.getByText('Sulphur dioxide and sulphites')).toBeVisible();
  });

  it('shows an approved wholesaler their trade price; retail shoppers never see one', async () => {
    const trade = {
      ...CHILLI,
      variants: CHILLI.variants.map((v) => ({ ...v, tradeNetPence: v.netPence === null ? null : v.netPence - 200 })),
    };
    const card = await cardFor([trade], 'Chilli', 'wholesaler');
    expect(card.getByText('Trade price (ex VAT): £6.32')).toBeInTheDocument();
    expect(card.getByText('£9.98')).toBeInTheDocument();
  });

  // Retail shoppers never receive trade prices: the server leaves them out (tests/api/shop.test.ts).
  // The card shows the chosen weight's trade price, and no line for a weight that has none.
  it('shows the trade price of the chosen weight only, and no trade line for a weight without one', async () => {
    const partly = {
      ...CHILLI,
      variants: CHILLI.variants.map((v) => ({ ...v, tradeNetPence: v.weight === '250g' ? 700 : null })),
    };
    const card = await cardFor([partly], 'Chilli', 'wholesaler');
    expect(card.getByText('Trade price (ex VAT): £7.00')).toBeInTheDocument();
    await userEvent.click(within(card.getByRole('radiogroup', { name: 'Weight' })).getByRole('radio', { name: '500g' }));
    expect(card.getByText('£18.98')).toBeInTheDocument();
    expect(card.queryByText(/Trade price/)).not.toBeInTheDocument();
  });

  it('adds the chosen weight and moisture to a guest cart, says so and counts it in the header', async () => {
    const card = await cardFor([CHILLI, DEMO_PRODUCT], 'Chilli');
    await userEvent.click(card.getByRole('radio', { name: '500g' }));
    await userEvent.click(card.getByRole('radio', { name: /^Sweet Spot/ }));
    await userEvent.click(card.getByRole('button', { name: 'Add to Cart' }));
    await userEvent.click(card.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findAllByText('Chilli 500g added to your cart')).not.toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]')).toEqual([
      { productId: CHILLI.id, weight: '500g', moisture: 'normal', quantity: 2 },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open shopping cart (2 items)' })).toBeInTheDocument());
  });
});
