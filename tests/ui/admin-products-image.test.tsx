import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAdminApp } from './support/admin-fixtures';
import { ORIGIN, ok, server } from './support/msw';

const user = userEvent.setup({ delay: null });
const UPLOAD_URL = `${ORIGIN}/api/uploads/product-image`;
const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'chilli.png', { type: 'image/png' });

async function openAddDialog(created?: (input: unknown) => void) {
  renderAdminApp('/admin/products', {
    'product.listAdmin': () => ok([]),
    'product.create': (input) => {
      created?.(input);
      return ok({});
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Add Product' }));
  return within(await screen.findByRole('dialog', { name: 'Add New Product' }));
}

// Mantine's FileInput is a button in front of a hidden file input, which is what a file is given to.
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe('product image upload (spec: Upload product image)', () => {
  it("asks for a file first: 'You must select an image to upload.'", async () => {
    const dialog = await openAddDialog();
    await user.click(dialog.getByRole('button', { name: 'Upload Image' }));
    expect(await dialog.findByText('You must select an image to upload.')).toBeInTheDocument();
  });

  it('uploads the image, says so, and the product is saved with its URL', async () => {
    let received: FormDataEntryValue | null = null;
    server.use(
      http.post(UPLOAD_URL, async ({ request }) => {
        received = (await request.formData()).get('image');
        return HttpResponse.json(
          { url: '/media/abc-800.webp', srcset: '/media/abc-400.webp 400w', width: 800, height: 800 },
          { status: 201 },
        );
      }),
    );
    let sent: { imageUrl?: string } | undefined;
    const dialog = await openAddDialog((input) => {
      sent = input as { imageUrl?: string };
    });
    await user.upload(fileInput(), png());
    await user.click(dialog.getByRole('button', { name: 'Upload Image' }));
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument();
    expect((received as File | null)?.name).toBe('chilli.png');
    expect(dialog.getByRole('img', { name: 'Current product image' })).toHaveAttribute('src', '/media/abc-800.webp');

    await user.type(dialog.getByLabelText(/Product name/), 'Chilli');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(sent?.imageUrl).toBe('/media/abc-800.webp'));
  });

  it('explains a refusal with the server’s message', async () => {
    server.use(
      http.post(UPLOAD_URL, () =>
        HttpResponse.json(
          { error: { message: 'This file is not an image. Please upload a JPEG, PNG or WebP.' } },
          { status: 415 },
        ),
      ),
    );
    const dialog = await openAddDialog();
    await user.upload(fileInput(), png());
    await user.click(dialog.getByRole('button', { name: 'Upload Image' }));
    expect(await dialog.findByText('This file is not an image. Please upload a JPEG, PNG or WebP.')).toBeInTheDocument();
    expect(screen.getByText('Image upload failed')).toBeInTheDocument();
  });

  it('explains a refusal that comes without a message by its status', async () => {
    server.use(http.post(UPLOAD_URL, () => new HttpResponse('Request Entity Too Large', { status: 413 })));
    const dialog = await openAddDialog();
    await user.upload(fileInput(), png());
    await user.click(dialog.getByRole('button', { name: 'Upload Image' }));
    expect(await dialog.findByText('This image is too large. The maximum file size is 5 MB.')).toBeInTheDocument();
  });
});
