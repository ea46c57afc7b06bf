import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '../../shared/catalogue';
import { SHOP_FOOD } from '../support/food-information';
import { ok } from './support/msw';
import { renderApp } from './support/render-app';

// The grid's flavour, moisture, size and in-stock filters and its sort, kept in the URL.

const product = (name: string, overrides: Partial<ShopProduct>): ShopProduct => ({
  id: `product-${name.toLowerCase()}`,
  name,
  slug: name.toLowerCase(),
  description: null,
  imageUrl: null,
  images: [],
  vatRateBps: 0,
  supportsMoistureOptions: true,
  ingredients: null,
  allergens: [],
  food: SHOP_FOOD,
  variants: [],
  ...overrides,
});

// Card prices (first available weight): Original £4.99, Garlic £8.50, Peri-Peri £12.00 (sold out), Chilli £20.00.
const PRODUCTS: ShopProduct[] = [
  product('Original', {
    variants: [
      { weight: '125g', netPence: 499, grossPence: 499, stock: 10, tradeNetPence: 900 },
      { weight: '250g', netPence: 998, grossPence: 998, stock: 5, tradeNetPence: 950 },
    ],
  }),
  product('Chilli', {
    variants: [
      { weight: '250g', netPence: 1100, grossPence: 1100, stock: 0, tradeNetPence: 300 },
      { weight: '500g', netPence: 2000, grossPence: 2000, stock: 3, tradeNetPence: 100 },
    ],
  }),
  product('Garlic', {
    supportsMoistureOptions: false,
    variants: [
      { weight: '250g', netPence: 850, grossPence: 850, stock: 4, tradeNetPence: 500 },
      { weight: '1kg', netPence: 3500, grossPence: 3500, stock: 2, tradeNetPence: 2000 },
    ],
  }),
  product('Peri-Peri', { variants: [{ weight: '250g', netPence: 1200, grossPence: 1200, stock: 0, tradeNetPence: 700 }] }),
];

/** Retail shoppers are never sent trade prices: the server leaves them out. */
const RETAIL = PRODUCTS.map((p) => ({ ...p, variants: p.variants.map(({ tradeNetPence: _trade, ...v }) => v) }));

function renderShop(path = '/shop', options: { persona?: 'anonymous' | 'wholesaler'; products?: ShopProduct[] } = {}) {
  return renderApp(path, { persona: options.persona, trpc: { 'shop.listProducts': () => ok(options.products ?? RETAIL) } });
}

async function cardNames(): Promise<string[]> {
  await screen.findAllByRole('article');
  return screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

const searchOf = (view: ReturnType<typeof renderShop>) => new URLSearchParams(view.history.location.search);

describe('shop filters', () => {
  it('filters by flavour (several at once) and writes them to the URL', async () => {
    const user = userEvent.setup();
    const view = renderShop();
    expect(await cardNames()).toEqual(['Original', 'Chilli', 'Garlic', 'Peri-Peri']);
    const flavours = screen.getByRole('group', { name: 'Flavour' });
    await user.click(within(flavours).getByRole('checkbox', { name: 'Chilli' }));
    await waitFor(async () => expect(await cardNames()).toEqual(['Chilli']));
    await user.click(within(flavours).getByRole('checkbox', { name: 'Garlic' }));
    await waitFor(async () => expect(await cardNames()).toEqual(['Chilli', 'Garlic']));
    expect(JSON.parse(searchOf(view).get('flavour') ?? 'null')).toEqual(['Chilli', 'Garlic']);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Showing 2 of 4 products');
  });

  it('filters by moisture: a product without moisture options is made wet only', async () => {
    const user = userEvent.setup();
    const view = renderShop();
    await cardNames();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Moisture' }), 'Old timer');
    await waitFor(async () => expect(await cardNames()).toEqual(['Original', 'Chilli', 'Peri-Peri']));
    expect(searchOf(view).get('moisture')).toBe('dry');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Moisture' }), 'Mooo!');
    await waitFor(async () => expect(await cardNames()).toEqual(['Original', 'Chilli', 'Garlic', 'Peri-Peri']));
  });

  it('filters by size, and by size in stock with "In stock only"', async () => {
    const user = userEvent.setup();
    const view = renderShop();
    await cardNames();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), '250g');
    await waitFor(async () => expect(await cardNames()).toEqual(['Original', 'Chilli', 'Garlic', 'Peri-Peri']));
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    // Chilli's 250g and Peri-Peri are sold out.
    await waitFor(async () => expect(await cardNames()).toEqual(['Original', 'Garlic']));
    expect(searchOf(view).get('size')).toBe('250g');
    expect(searchOf(view).get('inStock')).toBe('true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), '1kg');
    await waitFor(async () => expect(await cardNames()).toEqual(['Garlic']));
  });

  it('"In stock only" hides products with no size in stock', async () => {
    const user = userEvent.setup();
    renderShop();
    await cardNames();
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    await waitFor(async () => expect(await cardNames()).toEqual(['Original', 'Chilli', 'Garlic']));
  });

  it('sorts by name and by the shown price, both directions', async () => {
    const user = userEvent.setup();
    const view = renderShop();
    await cardNames();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'Name: Z to A');
    await waitFor(async () => expect(await cardNames()).toEqual(['Peri-Peri', 'Original', 'Garlic', 'Chilli']));
    await user.selectOptions(sort, 'Name: A to Z');
    await waitFor(async () => expect(await cardNames()).toEqual(['Chilli', 'Garlic', 'Original', 'Peri-Peri']));
    await user.selectOptions(sort, 'Price: low to high');
    await waitFor(async () => expect(await cardNames()).toEqual(['Original', 'Garlic', 'Peri-Peri', 'Chilli']));
    expect(searchOf(view).get('sort')).toBe('price-asc');
    await user.selectOptions(sort, 'Price: high to low');
    await waitFor(async () => expect(await cardNames()).toEqual(['Chilli', 'Peri-Peri', 'Garlic', 'Original']));
    // With a size chosen, the price of that size counts (Chilli 250g £11.00, Garlic 250g £8.50).
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), '250g');
    await waitFor(async () => expect(await cardNames()).toEqual(['Peri-Peri', 'Chilli', 'Original', 'Garlic']));
  });

  it('sorts an approved wholesaler’s grid by their trade price', async () => {
    const user = userEvent.setup();
    renderShop('/shop', { persona: 'wholesaler', products: PRODUCTS });
    await cardNames();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    // Trade prices of the cards' weights: Chilli 500g £1.00, Garlic £5.00, Peri-Peri £7.00, Original £9.00.
    await waitFor(async () => expect(await cardNames()).toEqual(['Chilli', 'Garlic', 'Peri-Peri', 'Original']));
  });

  it('reads every filter back from a shared URL (round trip)', async () => {
    const user = userEvent.setup();
    const flavour = encodeURIComponent(JSON.stringify(['Original', 'Garlic', 'Chilli']));
    const view = renderShop(`/shop?flavour=${flavour}&moisture=wet&size=250g&inStock=true&sort=price-desc`);
    await waitFor(async () => expect(await cardNames()).toEqual(['Original', 'Garlic']));
    expect(screen.getByRole('combobox', { name: 'Moisture' })).toHaveValue('wet');
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('250g');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    const flavours = screen.getByRole('group', { name: 'Flavour' });
    expect(within(flavours).getByRole('checkbox', { name: 'Chilli' })).toBeChecked();
    expect(within(flavours).getByRole('checkbox', { name: 'Peri-Peri' })).not.toBeChecked();
    // Clearing returns to the plain /shop URL (the sort stays: it is not a filter).
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await cardNames()).toEqual(['Chilli', 'Peri-Peri', 'Garlic', 'Original']));
    expect([...searchOf(view).keys()]).toEqual(['sort']);
  });

  it.each([
    ['wrong types and unknown values', 'flavour=%7B%22a%22%3A1%7D&moisture=soggy&size=9kg&inStock=%3Cscript%3E&sort=__proto__'],
    ['a control character in a flavour', `flavour=${encodeURIComponent(JSON.stringify(['Chilli\u0000']))}`],
    ['repeated keys and names no product has', 'flavour=%7B%7D&flavour=Nope&sort=price-asc&sort=name-desc'],
    ['an overlong list', `flavour=${encodeURIComponent(JSON.stringify(Array.from({ length: 500 }, () => 'Chilli')))}`],
  ])('falls back to defaults for hostile search values (%s) instead of failing', async (_case, query) => {
    renderShop(`/shop?${query}`);
    expect(await cardNames()).toEqual(['Original', 'Chilli', 'Garlic', 'Peri-Peri']);
    expect(screen.getByRole('combobox', { name: 'Moisture' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
  });

  it('says so when nothing matches, and clears from there', async () => {
    const user = userEvent.setup();
    renderShop('/shop?size=2kg');
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
    const clears = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clears[clears.length - 1] as HTMLElement);
    expect(await cardNames()).toHaveLength(4);
  });

  it('folds the filters behind a "Filters" button on small screens', async () => {
    const user = userEvent.setup();
    renderShop();
    await cardNames();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('data-open', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
  });
});
