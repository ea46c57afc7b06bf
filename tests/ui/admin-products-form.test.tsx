import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SLUG_FORMAT_MESSAGE } from '../../shared/slug';
import { makeAdminProduct, renderAdminApp, UNPRICED_PRODUCT } from './support/admin-fixtures';
import { ok, type TrpcResolvers, tablePage, trpcError } from './support/msw';

const PRODUCT = makeAdminProduct();
const CREATED_ID = '99999999-9999-4999-8999-999999999999';

// No pause between keystrokes: the page has many fields and typing is the slow part of these tests.
const user = userEvent.setup({ delay: null });

function renderProducts(path: string, trpc: TrpcResolvers = {}) {
  return renderAdminApp(path, {
    'product.listAdmin': () => tablePage([PRODUCT, UNPRICED_PRODUCT]),
    'product.get': (input) => ok((input as { id: string }).id === PRODUCT.id ? PRODUCT : UNPRICED_PRODUCT),
    ...trpc,
  });
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const sizeGroup = (weight: string) => within(section('Prices and stock per size').getByRole('group', { name: weight }));

async function openNewProductPage(trpc: TrpcResolvers = {}) {
  const view = renderProducts('/admin/products/new', trpc);
  // The first render also loads the admin chunks, slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Add New Product' }, { timeout: 15_000 });
  return view;
}

describe('Product Management table', () => {
  it('lists retail prices per weight, stock levels, shop and subscription flags', async () => {
    renderProducts('/admin/products');
    const table = await screen.findByRole('table', { name: 'Products' }, { timeout: 10_000 });
    await within(table).findByText('Chilli');
    const rows = within(table).getAllByRole('row');
    for (const header of ['Name', 'Retail Prices \\(ex VAT\\)', 'Stock Levels', 'Shop', 'Subscriptions']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    const chilli = within(rows.find((row) => within(row).queryByText('Chilli')) as HTMLElement);
    expect(chilli.getByText('250g: £8.32')).toBeInTheDocument();
    expect(chilli.getByText('1kg: £30.00')).toBeInTheDocument();
    expect(chilli.getByText('250g: 60')).toBeInTheDocument();
    // A size on sale that has sold out shows 0 rather than vanishing from the stock column.
    expect(chilli.getByText('1kg: 0')).toBeInTheDocument();
    expect(chilli.getByRole('link', { name: 'Chilli' })).toHaveAttribute('href', `/admin/products/${PRODUCT.id}`);
    expect(chilli.getByRole('img', { name: 'Shown in shop: yes' })).toBeInTheDocument();
    expect(chilli.getByRole('img', { name: 'Offered in subscriptions: no' })).toBeInTheDocument();
    const garlic = within(rows.find((row) => within(row).queryByText('Garlic')) as HTMLElement);
    expect(garlic.getByText('No prices set')).toBeInTheDocument();
    expect(garlic.getByText('No stock')).toBeInTheDocument();
  });

  it('searches by name on the server', async () => {
    const searches: unknown[] = [];
    renderProducts('/admin/products', {
      'product.listAdmin': (input) => {
        searches.push(input);
        return tablePage([PRODUCT]);
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Search products by name' }), 'chil');
    await waitFor(() => expect(searches).toContainEqual(expect.objectContaining({ filters: { search: 'chil' } })));
  });

  it("says 'Error fetching products' when the list fails", async () => {
    renderProducts('/admin/products', {
      'product.listAdmin': () => trpcError('INTERNAL_SERVER_ERROR', 'The larder is locked.', 500),
    });
    expect(await screen.findByText('Error fetching products')).toBeInTheDocument();
    expect(screen.getByText('The larder is locked.')).toBeInTheDocument();
  });

  it("'Add Product' opens /admin/products/new and a row's 'Edit' opens that product's page", async () => {
    const { router } = renderProducts('/admin/products');
    await user.click(await screen.findByRole('link', { name: 'Add Product' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Product' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/products/new');

    await user.click(screen.getByRole('link', { name: 'Back to Product Management' }));
    await user.click(await screen.findByRole('button', { name: 'Actions for Chilli' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Product' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/products/${PRODUCT.id}`);
  });
});

describe("'Add New Product' page and the product form rules", () => {
  it('has its sections, defaults VAT to 20% and the flags to on, and requires a name', async () => {
    await openNewProductPage();
    for (const name of ['Basics', 'Prices and stock per size', 'Food information', 'Images', 'Shipping dimensions']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(section('Prices and stock per size').getByRole('combobox', { name: 'VAT rate' })).toHaveValue('20%');
    expect(section('Basics').getByRole('switch', { name: 'Show in shop' })).toBeChecked();
    expect(section('Basics').getByRole('switch', { name: 'Show in subscriptions' })).toBeChecked();
    expect(section('Food information').getAllByRole('checkbox')).toHaveLength(14);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await section('Basics').findByText('Product name is required')).toBeInTheDocument();
  });

  it('shows the VAT-inclusive price beside each net price, in whole pence, following the VAT rate', async () => {
    await openNewProductPage();
    const w250 = sizeGroup('250g');
    const gross = () => w250.getByRole('textbox', { name: 'Retail price incl. VAT' });
    expect(gross()).toHaveValue('—');
    await user.type(w250.getByRole('textbox', { name: 'Retail net price (£)' }), '8.33');
    // 833 × 1.2 = 999.6 → 1000 pence (rounded to the nearest penny, not floored).
    expect(gross()).toHaveValue('£10.00');
    await user.click(section('Prices and stock per size').getByRole('combobox', { name: 'VAT rate' }));
    await user.click(await screen.findByRole('option', { name: '5%' }));
    // 833 × 1.05 = 874.65 → 875 pence.
    expect(gross()).toHaveValue('£8.75');
    await user.click(section('Prices and stock per size').getByRole('combobox', { name: 'VAT rate' }));
    await user.click(await screen.findByRole('option', { name: 'Exempt' }));
    expect(gross()).toHaveValue('£8.33');
    // Sizes are independent, and an entry that is not an amount shows no price.
    await user.type(sizeGroup('1kg').getByRole('textbox', { name: 'Retail net price (£)' }), '-2');
    expect(sizeGroup('1kg').getByRole('textbox', { name: 'Retail price incl. VAT' })).toHaveValue('—');
    expect(gross()).toHaveValue('£8.33');
  });

  it('shows the price, stock, dimension and weight messages', async () => {
    await openNewProductPage();
    const w250 = sizeGroup('250g');
    await user.type(w250.getByLabelText('Retail net price (£)'), '-1');
    await user.type(w250.getByLabelText('Tier 2 net price (£)'), '-0.5');
    await user.type(w250.getByLabelText('Stock'), '1.5');
    const shipping = section('Shipping dimensions');
    await user.type(shipping.getByLabelText('Package length (cm)'), '-1');
    await user.type(shipping.getByLabelText('Package width (cm)'), '-2');
    await user.type(shipping.getByLabelText('Package height (cm)'), '-3');
    await user.type(shipping.getByLabelText('Weight (kg)'), '-0.1');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(await w250.findAllByText('Price must be non-negative')).toHaveLength(2);
    expect(w250.getByText('Stock must be a whole number')).toBeInTheDocument();
    expect(shipping.getByText('Length must be non-negative')).toBeInTheDocument();
    expect(shipping.getByText('Width must be non-negative')).toBeInTheDocument();
    expect(shipping.getByText('Height must be non-negative')).toBeInTheDocument();
    expect(shipping.getByText('Weight must be non-negative')).toBeInTheDocument();
  });

  it('checks the page address before sending, with the server’s format message', async () => {
    let sent = false;
    await openNewProductPage({
      'product.create': () => {
        sent = true;
        return ok(PRODUCT);
      },
    });
    await user.type(section('Basics').getByLabelText(/Product name/), 'Chilli');
    await user.type(section('Basics').getByLabelText('Page address'), '../Chilli Biltong');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await section('Basics').findByText(SLUG_FORMAT_MESSAGE)).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('creates the product, says so, and moves to its own page', async () => {
    let sent: Record<string, unknown> | undefined;
    const created = makeAdminProduct({ id: CREATED_ID, name: 'Smoky Jerky' });
    const { router } = await openNewProductPage({
      'product.create': (input) => {
        sent = input as Record<string, unknown>;
        return ok(created);
      },
      'product.get': () => ok(created),
    });
    await user.type(section('Basics').getByLabelText(/Product name/), 'Smoky Jerky');
    const w250 = sizeGroup('250g');
    await user.type(w250.getByLabelText('Retail net price (£)'), '4.50');
    await user.type(w250.getByLabelText('Tier 1 net price (£)'), '3.75');
    await user.type(w250.getByLabelText('Stock'), '12');
    await user.click(section('Food information').getByRole('checkbox', { name: 'Mustard' }));
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect(sent).toMatchObject({
      name: 'Smoky Jerky',
      vatRateBps: 2000,
      allergens: ['Mustard'],
      showInShop: true,
      imageUrl: null,
      variants: { '250g': { priceNet: 4.5, tier1PriceNet: 3.75, stock: 12, tier2PriceNet: '' }, '125g': { priceNet: '' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Product' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/products/${CREATED_ID}`);
    // Leaving after a save does not ask about unsaved changes.
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the form and as 'Failed: {message}', and stays on the page", async () => {
    const { router } = await openNewProductPage({
      'product.create': () => trpcError('BAD_REQUEST', 'The pantry is full.', 400),
    });
    await user.type(section('Basics').getByLabelText(/Product name/), 'Biltong');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Failed: The pantry is full.')).toBeInTheDocument();
    const alert = await screen.findByRole('alert', { name: 'The product was not saved' });
    expect(within(alert).getByText('The pantry is full.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/products/new');
  });
});

describe("'Edit Product' page", () => {
  it("shows the product's data in its sections and updates it", async () => {
    let sent: Record<string, unknown> | undefined;
    renderProducts(`/admin/products/${PRODUCT.id}`, {
      'product.update': (input) => {
        sent = input as Record<string, unknown>;
        return ok(PRODUCT);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Product' })).toBeInTheDocument();
    expect(section('Basics').getByLabelText(/Product name/)).toHaveValue('Chilli');
    expect(section('Basics').getByLabelText('Page address')).toHaveValue('chilli');
    expect(section('Basics').getByLabelText('Description')).toHaveValue('A proper kick.');
    expect(section('Basics').getByRole('switch', { name: 'Show in subscriptions' })).not.toBeChecked();
    const w250 = sizeGroup('250g');
    expect(w250.getByRole('textbox', { name: 'Retail net price (£)' })).toHaveValue('8.32');
    // 832 × 1.2 = 998.4 → £9.98.
    expect(w250.getByRole('textbox', { name: 'Retail price incl. VAT' })).toHaveValue('£9.98');
    expect(w250.getByRole('textbox', { name: 'Tier 1 net price (£)' })).toHaveValue('7');
    expect(w250.getByRole('textbox', { name: 'Tier 2 net price (£)' })).toHaveValue('6.5');
    expect(w250.getByRole('textbox', { name: 'Stock' })).toHaveValue('60');
    expect(section('Food information').getByLabelText('Ingredients')).toHaveValue('Beef, salt, chilli');
    expect(section('Food information').getByRole('checkbox', { name: 'Mustard' })).toBeChecked();
    expect(section('Shipping dimensions').getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('0.275');
    expect(section('Shipping dimensions').getByRole('textbox', { name: 'Package height (cm)' })).toHaveValue('3.5');

    await user.clear(w250.getByRole('textbox', { name: 'Retail net price (£)' }));
    await user.type(w250.getByRole('textbox', { name: 'Retail net price (£)' }), '9.17');
    expect(w250.getByRole('textbox', { name: 'Retail price incl. VAT' })).toHaveValue('£11.00');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(sent).toMatchObject({ id: PRODUCT.id, name: 'Chilli', variants: { '250g': { priceNet: 9.17, tier3PriceNet: '' } } });
  });

  it("shows the load error (e.g. 'Product not found.')", async () => {
    renderProducts(`/admin/products/${PRODUCT.id}`, {
      'product.get': () => trpcError('NOT_FOUND', 'Product not found.', 404),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found.');
  });

  it('deletes the product after its confirmation and returns to the list', async () => {
    let deleted: unknown;
    const { router } = renderProducts(`/admin/products/${PRODUCT.id}`, {
      'product.delete': (input) => {
        deleted = input;
        return ok({ deleted: true, archived: false, name: 'Chilli' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you absolutely sure?' }));
    expect(
      dialog.getByText('This action cannot be undone. This will permanently delete the product Chilli.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product "Chilli" deleted successfully!')).toBeInTheDocument();
    expect(deleted).toEqual({ id: PRODUCT.id });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
  });
});
