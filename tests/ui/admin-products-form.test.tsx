import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdminProduct, renderAdminApp, UNPRICED_PRODUCT } from './support/admin-fixtures';
import { ok, trpcError } from './support/msw';

const PRODUCT = makeAdminProduct();

function renderProducts(trpc: Parameters<typeof renderAdminApp>[1] = {}) {
  return renderAdminApp('/admin/products', { 'product.listAdmin': () => ok([PRODUCT, UNPRICED_PRODUCT]), ...trpc });
}

async function openAddDialog() {
  await user.click(await screen.findByRole('button', { name: 'Add Product' }));
  return within(await screen.findByRole('dialog', { name: 'Add New Product' }));
}

// No pause between keystrokes: the dialog has many fields and typing is the slow part of these tests.
const user = userEvent.setup({ delay: null });

const weightGroup = (dialog: ReturnType<typeof within>, weight: string) => within(dialog.getByRole('group', { name: weight }));

describe('Product Management table (spec: Product management)', () => {
  it('lists retail prices per weight, stock levels, shop and subscription flags', async () => {
    renderProducts();
    const table = await screen.findByRole('table', { name: 'Products' });
    const rows = within(table).getAllByRole('row');
    for (const header of ['Name', 'Retail Prices', 'Stock Levels', 'Shop', 'Subscriptions']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    const chilli = within(rows.find((row) => within(row).queryByText('Chilli')) as HTMLElement);
    expect(chilli.getByText('250g: £8.32')).toBeInTheDocument();
    expect(chilli.getByText('1kg: £30.00')).toBeInTheDocument();
    expect(chilli.getByText('250g: 60')).toBeInTheDocument();
    expect(chilli.getByRole('img', { name: 'Shown in shop: yes' })).toBeInTheDocument();
    expect(chilli.getByRole('img', { name: 'Offered in subscriptions: no' })).toBeInTheDocument();
    const garlic = within(rows.find((row) => within(row).queryByText('Garlic')) as HTMLElement);
    expect(garlic.getByText('No prices set')).toBeInTheDocument();
    expect(garlic.getByText('No stock')).toBeInTheDocument();
  });

  it('searches by name on the server', async () => {
    const searches: unknown[] = [];
    renderProducts({
      'product.listAdmin': (input) => {
        searches.push(input);
        return ok([PRODUCT]);
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Search products by name' }), 'chil');
    await waitFor(() => expect(searches).toContainEqual({ search: 'chil' }));
  });

  it("says 'Error fetching products' when the list fails", async () => {
    renderProducts({ 'product.listAdmin': () => trpcError('INTERNAL_SERVER_ERROR', 'The larder is locked.', 500) });
    expect(await screen.findByText('Error fetching products')).toBeInTheDocument();
    expect(screen.getByText('The larder is locked.')).toBeInTheDocument();
  });
});

describe("'Add New Product' dialog (spec: Product form rules)", () => {
  it('defaults VAT to 20% and the flags to on, and requires a name', async () => {
    renderProducts();
    const dialog = await openAddDialog();
    expect(dialog.getByRole('combobox', { name: 'VAT rate' })).toHaveValue('20%');
    expect(dialog.getByRole('switch', { name: 'Show in shop' })).toBeChecked();
    expect(dialog.getByRole('switch', { name: 'Show in subscriptions' })).toBeChecked();
    expect(dialog.getAllByRole('checkbox')).toHaveLength(14);
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    expect(await dialog.findByText('Product name is required')).toBeInTheDocument();
  });

  it('shows the price and stock messages', async () => {
    renderProducts();
    const dialog = await openAddDialog();
    const w250 = weightGroup(dialog, '250g');
    await user.type(w250.getByLabelText('Retail net price (£)'), '-1');
    await user.type(w250.getByLabelText('Tier 2 net price (£)'), '-0.5');
    await user.type(w250.getByLabelText('Stock'), '1.5');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));

    expect(await dialog.findAllByText('Price must be non-negative')).toHaveLength(2);
    expect(dialog.getByText('Stock must be a whole number')).toBeInTheDocument();
  });

  it('shows the package dimension and weight messages', async () => {
    renderProducts();
    const dialog = await openAddDialog();
    await user.type(dialog.getByLabelText('Package length (cm)'), '-1');
    await user.type(dialog.getByLabelText('Package width (cm)'), '-2');
    await user.type(dialog.getByLabelText('Package height (cm)'), '-3');
    await user.type(dialog.getByLabelText('Weight (kg)'), '-0.1');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));

    expect(await dialog.findByText('Length must be non-negative')).toBeInTheDocument();
    expect(dialog.getByText('Width must be non-negative')).toBeInTheDocument();
    expect(dialog.getByText('Height must be non-negative')).toBeInTheDocument();
    expect(dialog.getByText('Weight must be non-negative')).toBeInTheDocument();
  });

  it('creates the product with prices as typed, empty prices as empty, and says so', async () => {
    let sent: Record<string, unknown> | undefined;
    renderProducts({
      'product.create': (input) => {
        sent = input as Record<string, unknown>;
        return ok(makeAdminProduct({ name: 'Smoky Jerky' }));
      },
    });
    const dialog = await openAddDialog();
    await user.type(dialog.getByLabelText(/Product name/), 'Smoky Jerky');
    const w250 = weightGroup(dialog, '250g');
    await user.type(w250.getByLabelText('Retail net price (£)'), '4.50');
    await user.type(w250.getByLabelText('Stock'), '12');
    await user.click(dialog.getByRole('checkbox', { name: 'Mustard' }));
    await user.click(dialog.getByRole('combobox', { name: 'VAT rate' }));
    await user.click(await screen.findByRole('option', { name: 'Exempt' }));
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect(sent).toMatchObject({
      name: 'Smoky Jerky',
      vatRateBps: null,
      allergens: ['Mustard'],
      showInShop: true,
      variants: { '250g': { priceNet: 4.5, stock: 12, tier1PriceNet: '' }, '125g': { priceNet: '' } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Product' })).not.toBeInTheDocument());
  });

  it("shows 'Failed: {message}' when the server refuses", async () => {
    renderProducts({ 'product.create': () => trpcError('BAD_REQUEST', 'The pantry is full.', 400) });
    const dialog = await openAddDialog();
    await user.type(dialog.getByLabelText(/Product name/), 'Biltong');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Failed: The pantry is full.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Product' })).toBeInTheDocument();
  });
});

describe("'Edit Product' dialog", () => {
  it('opens from the action menu with the product filled in and updates it', async () => {
    let sent: Record<string, unknown> | undefined;
    renderProducts({
      'product.update': (input) => {
        sent = input as Record<string, unknown>;
        return ok(PRODUCT);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Chilli' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Product' }));
    expect(dialog.getByLabelText(/Product name/)).toHaveValue('Chilli');
    expect(weightGroup(dialog, '250g').getByRole('textbox', { name: 'Retail net price (£)' })).toHaveValue('8.32');
    expect(weightGroup(dialog, '250g').getByRole('textbox', { name: 'Stock' })).toHaveValue('60');
    expect(dialog.getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('0.275');
    expect(dialog.getByRole('checkbox', { name: 'Mustard' })).toBeChecked();
    expect(dialog.getByRole('switch', { name: 'Show in subscriptions' })).not.toBeChecked();

    await user.click(dialog.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(sent).toMatchObject({ id: PRODUCT.id, name: 'Chilli', variants: { '250g': { priceNet: 8.32, tier3PriceNet: '' } } });
  });
});
