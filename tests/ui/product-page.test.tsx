import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopProduct } from '../../shared/catalogue';
import { GUEST_CART_KEY } from '../../src/features/cart/guest-cart-storage';
import { alsoLike } from '../../src/features/product-page/also-like';
import { SHOP_FOOD } from '../support/food-information';
import { allowConsoleError } from './support/console-guard';
import { ok, trpcError } from './support/msw';
import { renderStorefront } from './support/storefront-render';

const image = (id: string, alt: string) => ({
  id,
  url: `/media/${id}-800.webp`,
  alt,
  width: 800,
  height: 600,
  avifSrcset: `/media/${id}-400.avif 400w, /media/${id}-800.avif 800w`,
  webpSrcset: `/media/${id}-400.webp 400w, /media/${id}-800.webp 800w`,
});

const product = (n: number, overrides: Partial<ShopProduct> = {}): ShopProduct => ({
  id: `3f6e2c1a-0000-4000-8000-00000000000${n}`,
  name: `Product ${n}`,
  slug: `product-${n}`,
  description: null,
  imageUrl: null,
  images: [],
  vatRateBps: 2000,
  supportsMoistureOptions: false,
  ingredients: null,
  allergens: [],
  food: SHOP_FOOD,
  variants: [{ weight: '250g', netPence: 500, grossPence: 600, stock: 5 }],
  ...overrides,
});

const SMOKY: ShopProduct = product(2, {
  name: 'Smoky BBQ',
  slug: 'smoky-bbq',
  description: 'Oak-smoked with molasses.',
  imageUrl: '/media/aaaa-800.webp',
  images: [image('aaaa', 'The Smoky BBQ bag, front'), image('bbbb', 'Sliced Smoky BBQ biltong')],
  supportsMoistureOptions: true,
  ingredients: 'British beef (96%), cider vinegar (sulphites), molasses, Mustard seed, oak smoke',
  allergens: ['Mustard', 'Sulphur dioxide and sulphites', 'Celery'],
  food: SHOP_FOOD,
  variants: [
    { weight: '125g', netPence: 416, grossPence: 499, stock: 0 },
    { weight: '250g', netPence: 832, grossPence: 998, stock: 60 },
    { weight: '500g', netPence: 1582, grossPence: 1898, stock: 30 },
  ],
});
const SHOP = [product(1), SMOKY, product(3), product(4), product(5)];

async function openPage(persona: 'anonymous' | 'wholesaler' = 'anonymous', products = SHOP, path = '/shop/smoky-bbq') {
  renderStorefront(path, { persona, trpc: { 'shop.listProducts': () => ok(products) } });
  return within(await screen.findByRole('article', { name: 'Smoky BBQ' }));
}

describe('product page /shop/$slug', () => {
  afterEach(() => localStorage.clear());

  it('shows name, description and every image with its alt text, AVIF and WebP sources', async () => {
    const page = await openPage();
    expect(page.getByRole('heading', { level: 1, name: 'Smoky BBQ' })).toBeInTheDocument();
    expect(page.getByText('Oak-smoked with molasses.')).toBeInTheDocument();
    const main = page.getByRole('img', { name: 'The Smoky BBQ bag, front' });
    const sources = [...(main.parentElement?.querySelectorAll('source') ?? [])];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
      ['image/avif', SMOKY.images[0]?.avifSrcset],
      ['image/webp', SMOKY.images[0]?.webpSrcset],
    ]);
    await userEvent.click(page.getByRole('button', { name: 'Show image 2 of 2: Sliced Smoky BBQ biltong' }));
    expect(page.getByRole('img', { name: 'Sliced Smoky BBQ biltong' })).toBeInTheDocument();
    expect(page.getByRole('button', { name: /Show image 2/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('emphasises the declared allergens inside the ingredients list, and names those the list does not', async () => {
    const page = await openPage();
    const list = page.getByTestId('ingredients');
    const bold = [...list.querySelectorAll('strong')].map((node) => node.textContent);
    expect(bold).toEqual(['Ingredients: ', 'sulphites', 'Mustard', 'Celery']);
    expect(list.textContent).toBe(
      'Ingredients: British beef (96%), cider vinegar (sulphites), molasses, Mustard seed, oak smoke. Contains: Celery',
    );
    // 'molasses' and 'beef' are not allergens: never bold.
    expect(bold).not.toContain('molasses');
  });

  it('declares the food information: nutrition per 100 g, net quantity of the chosen size, storage, origin, operator', async () => {
    const page = await openPage();
    const food = within(page.getByRole('region', { name: 'Food information' }));
    const table = within(food.getByRole('table', { name: 'Nutrition declaration' }));
    expect(table.getByRole('columnheader', { name: 'Typical values per 100 g' })).toBeInTheDocument();
    const rows = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Energy', '1137 kJ / 269 kcal'],
      ['Fat', '4.5 g'],
      ['of which saturates', '2.0 g'],
      ['Carbohydrate', '3.1 g'],
      ['of which sugars', '2.4 g'],
      ['Protein', '54.0 g'],
      ['Salt', '4.2 g'],
    ]);
    const fact = (term: string) => food.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Net quantity')).toBe('250 g');
    expect(fact('Storage')).toBe('Store in a cool, dry place out of direct sunlight.');
    expect(fact('Once opened')).toBe('Once opened, keep refrigerated and eat within 3 days.');
    expect(fact('Origin of the beef')).toBe('United Kingdom');
    expect(fact('Place of manufacture')).toBe('York, United Kingdom');
    expect(fact('Meat content')).toBe('Made with 160 g of British beef per 100 g of biltong');
    expect(food.queryByText('Shelf life', { selector: 'dt' })).not.toBeInTheDocument();
    expect(
      await food.findByText('Royal Biltong Ltd, Unit 3, The Smokehouse, Castle Yard, York YO1 7HH, United Kingdom'),
    ).toBeVisible();
    // The net quantity follows the size being bought.
    await userEvent.click(page.getByRole('radio', { name: '500g' }));
    expect(fact('Net quantity')).toBe('500 g');
  });

  it('marks a value a product stored before the rule lacks, and shows its shelf life when set', async () => {
    const older = {
      ...SMOKY,
      food: { ...SMOKY.food, nutrition: { ...SMOKY.food.nutrition, saltDg: null }, shelfLife: 'Keeps for 3 months unopened.' },
    };
    const page = await openPage('anonymous', [product(1), older]);
    const food = within(page.getByRole('region', { name: 'Food information' }));
    expect(food.getByRole('rowheader', { name: 'Salt' }).nextElementSibling?.textContent).toBe('—');
    expect(food.getByText('Shelf life', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Keeps for 3 months unopened.');
  });

  it('uses the card’s pickers and rules: in-stock weights, VAT-inclusive price, stock state', async () => {
    const page = await openPage();
    const weights = within(page.getByRole('radiogroup', { name: 'Weight' }));
    expect(weights.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['250g', '500g']);
    expect(page.getByRole('radiogroup', { name: 'Moisture' })).toBeInTheDocument();
    expect(page.getByText('£9.98')).toBeInTheDocument();
    expect(page.getByText('In stock')).toBeInTheDocument();
    await userEvent.click(weights.getByRole('radio', { name: '500g' }));
    expect(page.getByText('£18.98')).toBeInTheDocument();
    expect(page.queryByText(/Trade price/)).not.toBeInTheDocument();
  });

  it('shows an approved wholesaler the trade price labelled ex VAT', async () => {
    // The server adds trade prices for approved wholesalers only.
    const traded = { ...SMOKY, variants: SMOKY.variants.map((v) => ({ ...v, tradeNetPence: v.netPence === 832 ? 632 : 1200 })) };
    const page = await openPage('wholesaler', [product(1), traded]);
    expect(page.getByText('Trade price (ex VAT): £6.32')).toBeInTheDocument();
    expect(page.getByText('£9.98')).toBeInTheDocument();
  });

  it('says a sold-out product is out of stock and will not add it', async () => {
    const soldOut = { ...SMOKY, variants: SMOKY.variants.map((v) => ({ ...v, stock: 0 })) };
    const page = await openPage('anonymous', [soldOut, product(1)]);
    expect(page.getByText('125g currently out of stock')).toBeInTheDocument();
    expect(page.queryByText('In stock')).not.toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('adds the chosen weight and moisture to the cart', async () => {
    const page = await openPage();
    await userEvent.click(page.getByRole('radio', { name: '500g' }));
    await userEvent.click(page.getByRole('radio', { name: /^Sweet Spot/ }));
    await userEvent.click(page.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findAllByText('Smoky BBQ 500g added to your cart')).not.toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]')).toEqual([
      { productId: SMOKY.id, weight: '500g', moisture: 'normal', quantity: 1 },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open shopping cart (1 item)' })).toBeInTheDocument());
  });

  it('suggests three other products, the ones after it in the shop (wrapping round)', async () => {
    await openPage();
    const section = within(await screen.findByRole('region', { name: 'You may also like' }));
    const names = section.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
    expect(names).toEqual(['Product 3', 'Product 4', 'Product 5']);
    expect(alsoLike(SHOP, product(5)).map((p) => p.name)).toEqual(['Product 1', 'Smoky BBQ', 'Product 3']);
    expect(alsoLike([SMOKY, product(1)], SMOKY).map((p) => p.name)).toEqual(['Product 1']);
    expect(alsoLike([SMOKY], SMOKY)).toEqual([]);
  });

  it('explains a failed load instead of loading for ever', async () => {
    renderStorefront('/shop/smoky-bbq', {
      trpc: {
        'shop.listProducts': () => ok(SHOP),
        'shop.productBySlug': () => trpcError('INTERNAL_SERVER_ERROR', 'Something went wrong. Please try again.', 500),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('shows the not-found page for an unknown slug', async () => {
    allowConsoleError(/^404 Error: User attempted to access non-existent route:/);
    renderStorefront('/shop/no-such-thing', { trpc: { 'shop.listProducts': () => ok(SHOP) } });
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
  });
});

describe('shop card links', () => {
  it('links the card’s name and image to the product page, and Add to Cart still adds', async () => {
    renderStorefront('/shop', { trpc: { 'shop.listProducts': () => ok(SHOP) } });
    const card = within(await screen.findByRole('article', { name: 'Smoky BBQ' }));
    const link = card.getByRole('link', { name: 'Smoky BBQ' });
    expect(link).toHaveAttribute('href', '/shop/smoky-bbq');
    // The image's link repeats the name's for the pointer (not a second tab stop).
    const imageLink = card.getByRole('link', { name: 'The Smoky BBQ bag, front' });
    expect(imageLink).toHaveAttribute('tabindex', '-1');
    expect(card.getByRole('img', { name: 'The Smoky BBQ bag, front' }).closest('a')).toHaveAttribute('href', '/shop/smoky-bbq');
    await userEvent.click(card.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findAllByText('Smoky BBQ 250g added to your cart')).not.toHaveLength(0);
    expect(card.getByRole('link', { name: 'Food information for Smoky BBQ' })).toHaveAttribute(
      'href',
      '/shop/smoky-bbq#food-information',
    );
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Smoky BBQ' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'You may also like' })).toBeInTheDocument();
  });
});
