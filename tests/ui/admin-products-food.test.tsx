import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FOOD_INFORMATION } from '../support/food-information';
import { makeAdminProduct, renderAdminApp } from './support/admin-fixtures';
import { ok, type TrpcResolvers, tablePage, trpcError } from './support/msw';

const user = userEvent.setup({ delay: null });

const COMPLETE = makeAdminProduct();
const LEGACY = makeAdminProduct({
  id: '66666666-6666-4666-8666-666666666666',
  name: 'Legacy',
  slug: 'legacy',
  food: { ...FOOD_INFORMATION, storageConditions: null, nutrition: { ...FOOD_INFORMATION.nutrition, saltDg: null } },
  missingFood: ['nutrition (salt)', 'storage conditions'],
});

function render(path: string, trpc: TrpcResolvers = {}) {
  return renderAdminApp(path, {
    'product.listAdmin': () => tablePage([COMPLETE, LEGACY]),
    'product.get': (input) => ok((input as { id: string }).id === LEGACY.id ? LEGACY : COMPLETE),
    ...trpc,
  });
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const missingNotice = () => screen.getByTestId('missing-food-information');

describe('food information in the product editor', () => {
  it('flags products still missing food information in the list, and only those', async () => {
    render('/admin/products');
    const table = await screen.findByRole('table', { name: 'Products' }, { timeout: 15_000 });
    await within(table).findByText('Legacy');
    const rows = within(table).getAllByRole('row');
    const rowOf = (name: string) => within(rows.find((row) => within(row).queryByText(name)) as HTMLElement);
    expect(rowOf('Legacy').getByText('Missing food information').closest('[title]')).toHaveAttribute(
      'title',
      'Missing: nutrition (salt), storage conditions',
    );
    expect(rowOf('Chilli').queryByText('Missing food information')).not.toBeInTheDocument();
  });

  it('names what is missing beside Show in shop, in the server’s words, as the admin fills it in', async () => {
    let sent: Record<string, unknown> | undefined;
    render(`/admin/products/${LEGACY.id}`, {
      'product.update': (input) => {
        sent = input as Record<string, unknown>;
        return ok(LEGACY);
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Product' }, { timeout: 15_000 });
    const food = section('Food information');
    expect(food.getByRole('textbox', { name: 'Salt (g)' })).toHaveValue('');
    expect(food.getByRole('textbox', { name: 'Fat (g)' })).toHaveValue('4.5');
    expect(food.getByRole('textbox', { name: 'Energy (kJ)' })).toHaveValue('1137');
    expect(food.getByLabelText('Beef origin (country)')).toHaveValue('United Kingdom');
    const showInShop = section('Basics').getByRole('switch', { name: 'Show in shop' });
    expect(showInShop).toHaveAccessibleDescription(
      'Before showing Legacy in the shop add: nutrition (salt), storage conditions.',
    );

    await user.type(food.getByRole('textbox', { name: 'Salt (g)' }), '4.2');
    expect(missingNotice()).toHaveTextContent('Before showing Legacy in the shop add: storage conditions.');
    await user.clear(food.getByLabelText('Meat content'));
    expect(missingNotice()).toHaveTextContent('Before showing Legacy in the shop add: storage conditions, meat content.');
    await user.click(showInShop);
    expect(missingNotice()).toHaveTextContent(
      'Before showing Legacy in the shop add: storage conditions, meat content. Until then it can be saved hidden from the shop.',
    );
    await user.click(showInShop);
    await user.type(food.getByLabelText('Storage conditions'), 'Cool and dry');
    await user.click(food.getByLabelText('Meat content'));
    await user.paste('Made with 160 g of British beef per 100 g of biltong');
    expect(missingNotice()).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(sent).toMatchObject({ saltG: 4.2, fatG: 4.5, energyKj: 1137, storageConditions: 'Cool and dry', showInShop: true });
  });

  it('shows the server’s refusal of an incomplete product', async () => {
    const refusal = 'Before showing Legacy in the shop add: nutrition (salt), storage conditions.';
    render(`/admin/products/${LEGACY.id}`, { 'product.update': () => trpcError('BAD_REQUEST', refusal, 400) });
    await screen.findByRole('heading', { level: 1, name: 'Edit Product' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    const alert = await screen.findByRole('alert', { name: 'The product was not saved' });
    expect(alert).toHaveTextContent(refusal);
  });
});
