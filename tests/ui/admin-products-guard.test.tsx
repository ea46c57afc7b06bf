import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeAdminProduct, renderAdminApp } from './support/admin-fixtures';
import { ORIGIN, ok, server, tablePage } from './support/msw';

const user = userEvent.setup({ delay: null });
const PRODUCT = makeAdminProduct();
const LEAVE_MESSAGE = 'You have unsaved changes to this product. If you leave this page now, they will be lost.';

async function openEditPage() {
  const view = renderAdminApp(`/admin/products/${PRODUCT.id}`, {
    'product.get': () => ok(PRODUCT),
    'product.listAdmin': () => tablePage([PRODUCT]),
    'product.update': () => ok(PRODUCT),
  });
  // The first render also loads the admin chunks, slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Edit Product' }, { timeout: 15_000 });
  return view;
}

const leaveLink = () => screen.getByRole('link', { name: 'Back to Product Management' });
const leaveDialog = async () => within(await screen.findByRole('dialog', { name: 'Leave without saving?' }));

// The browser's own prompt on closing the tab (beforeunload) needs a real browser history: the
// Chromium e2e (tests/e2e/admin-products.e2e.ts) checks it.
describe('unsaved-changes guard on the product page', () => {
  it('leaves a clean page without asking', async () => {
    const { router } = await openEditPage();
    await user.click(leaveLink());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('asks before leaving with a changed field: stay keeps the edit, leave goes', async () => {
    const { router } = await openEditPage();
    const name = screen.getByLabelText(/Product name/);
    await user.type(name, ' Extra');

    await user.click(leaveLink());
    let dialog = await leaveDialog();
    expect(dialog.getByText(LEAVE_MESSAGE)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Stay on page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/admin/products/${PRODUCT.id}`);
    expect(screen.getByLabelText(/Product name/)).toHaveValue('Chilli Extra');

    await user.click(leaveLink());
    dialog = await leaveDialog();
    await user.click(dialog.getByRole('button', { name: 'Leave page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
  });

  it('asks for a browser back navigation too, and after a save leaves without asking', async () => {
    const { router, history } = await openEditPage();
    await user.click(screen.getByRole('checkbox', { name: 'Celery' }));
    history.push('/admin/products');
    const dialog = await leaveDialog();
    await user.click(dialog.getByRole('button', { name: 'Stay on page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/admin/products/${PRODUCT.id}`);

    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    await user.click(leaveLink());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('counts an image chosen (even one still uploading) as an unsaved change', async () => {
    server.use(http.post(`${ORIGIN}/api/uploads/product-image`, () => new Promise<Response>(() => {})));
    await openEditPage();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'new.png', { type: 'image/png' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading new.png' })).toBeInTheDocument();
    await user.click(leaveLink());
    expect((await leaveDialog()).getByText(LEAVE_MESSAGE)).toBeInTheDocument();
  });
});
