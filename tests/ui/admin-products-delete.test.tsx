import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdminProduct, renderAdminApp } from './support/admin-fixtures';
import { ok, type TrpcResolver, tablePage, trpcError } from './support/msw';

const PRODUCT = makeAdminProduct({ name: 'Chilli' });
const user = userEvent.setup({ delay: null });

async function openDeleteDialog(deleteResolver: TrpcResolver<'product.delete'>) {
  renderAdminApp('/admin/products', { 'product.listAdmin': () => tablePage([PRODUCT]), 'product.delete': deleteResolver });
  await user.click(await screen.findByRole('button', { name: 'Actions for Chilli' }, { timeout: 10_000 }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  return within(await screen.findByRole('dialog', { name: 'Are you absolutely sure?' }));
}

describe('deleting a product', () => {
  it('asks with the shop’s words, and Cancel closes without deleting', async () => {
    let called = false;
    const dialog = await openDeleteDialog(() => {
      called = true;
      return ok({ deleted: true, archived: false, name: 'Chilli' });
    });
    expect(
      dialog.getByText('This action cannot be undone. This will permanently delete the product Chilli.'),
    ).toBeInTheDocument();
    expect(dialog.getByText(/archived instead/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Are you absolutely sure?' })).not.toBeInTheDocument();
    expect(called).toBe(false);
  });

  it("shows 'Deleting...' while it runs, then 'Product \"{name}\" deleted successfully!'", async () => {
    // The server answers only once the test has seen the pending state (no timing guess).
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const dialog = await openDeleteDialog(async (input) => {
      await answered;
      expect(input).toEqual({ id: PRODUCT.id });
      return ok({ deleted: true, archived: false, name: 'Chilli' });
    });
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.queryByText('Product "Chilli" deleted successfully!')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('Product "Chilli" deleted successfully!')).toBeInTheDocument();
  });

  it('says the product was archived instead when orders or subscriptions refer to it', async () => {
    const dialog = await openDeleteDialog(() => ok({ deleted: false, archived: true, name: 'Chilli' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Product "Chilli" was archived instead of deleted, because orders or subscriptions refer to it. It is hidden from the shop and subscriptions.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Product "Chilli" deleted successfully!')).not.toBeInTheDocument();
  });

  it("shows 'Failed to delete product: {message}'", async () => {
    const dialog = await openDeleteDialog(() => trpcError('NOT_FOUND', 'Product not found.', 404));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete product: Product not found.')).toBeInTheDocument();
  });
});
