import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeAdminProduct, renderAdminApp } from './support/admin-fixtures';
import { ORIGIN, ok, server } from './support/msw';

const user = userEvent.setup({ delay: null });
const UPLOAD_URL = `${ORIGIN}/api/uploads/product-image`;
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
const CREATED = makeAdminProduct({ id: '99999999-9999-4999-8999-999999999999', name: 'Chilli' });

/**
 * The name of the file a multipart upload carries. Read from the body's text rather than
 * `request.formData()`: under jsdom the global File is jsdom's, and Node 24's fetch refuses to parse
 * multipart bodies into a File class that is not its own.
 */
async function uploadedFileName(request: Request) {
  const match = /name="image"; filename="([^"]+)"/.exec(await request.text());
  if (!match?.[1]) throw new Error('The upload carries no image file');
  return match[1];
}

/** An upload the test finishes when it chooses: the page meanwhile shows it as uploading. */
function heldUploads() {
  const pending = new Map<string, (response: Response) => void>();
  server.use(
    http.post(UPLOAD_URL, async ({ request }) => {
      const name = await uploadedFileName(request);
      return new Promise<Response>((resolve) => pending.set(name, resolve));
    }),
  );
  const release = async (name: string, response: Response) => {
    await waitFor(() => expect(pending.has(name)).toBe(true));
    pending.get(name)?.(response);
  };
  return { release };
}

/** Upload ids as the server makes them (uuids), one per test file name. */
const uploadId = (name: string) =>
  `${name
    .padEnd(8, '0')
    .slice(0, 8)
    .replace(/[^0-9a-f]/g, 'a')}-0000-4000-8000-000000000000`;
const stored = (name: string) =>
  HttpResponse.json(
    {
      id: uploadId(name),
      url: `/media/${name}-800.webp`,
      srcset: `/media/${name}-400.webp 400w`,
      avifSrcset: `/media/${name}-400.avif 400w`,
      width: 800,
      height: 800,
    },
    { status: 201 },
  );

async function openNewProductPage(created?: (input: unknown) => void) {
  renderAdminApp('/admin/products/new', {
    'product.create': (input) => {
      created?.(input);
      return ok(CREATED);
    },
    'product.get': () => ok(CREATED),
  });
  // The first render also loads the admin chunks, slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Add New Product' }, { timeout: 15_000 });
  return within(screen.getByRole('region', { name: 'Images' }));
}

// Mantine's FileButton is a button in front of a hidden file input, which is what files are given to.
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const createButton = () => screen.getByRole('button', { name: 'Create Product' });

describe('product images on the product page (uploaded when chosen)', () => {
  it('uploads two images at once with a progress bar each, blocks saving until both are done, and creates the product with them', async () => {
    const uploads = heldUploads();
    let sent: { images?: unknown } | undefined;
    const images = await openNewProductPage((input) => {
      sent = input as { images?: unknown };
    });
    await user.type(screen.getByLabelText(/Product name/), 'Chilli');
    await user.upload(fileInput(), [png('front.png'), png('back.png')]);

    expect(await images.findByRole('progressbar', { name: 'Uploading front.png' })).toBeInTheDocument();
    expect(images.getByRole('progressbar', { name: 'Uploading back.png' })).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    expect(screen.getByText('Please wait for the images to finish uploading.')).toBeInTheDocument();

    await uploads.release('front.png', stored('front'));
    expect(await images.findByRole('img', { name: 'Image 1' })).toHaveAttribute('src', '/media/front-800.webp');
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument();
    // One image is still on its way: saving stays blocked.
    expect(images.getByRole('progressbar', { name: 'Uploading back.png' })).toBeInTheDocument();
    expect(createButton()).toBeDisabled();

    await uploads.release('back.png', stored('back'));
    expect(await images.findByRole('img', { name: 'Image 2' })).toHaveAttribute('src', '/media/back-800.webp');
    expect(screen.queryByText('Please wait for the images to finish uploading.')).not.toBeInTheDocument();
    expect(createButton()).toBeEnabled();

    // The second image becomes the card image, and gets alt text.
    await user.click(images.getByRole('button', { name: 'Move image 2 up' }));
    expect(images.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', '/media/back-800.webp');
    await user.type(images.getByLabelText('Alt text for image 1'), 'The back label');

    await user.click(createButton());
    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    // Both uploads are part of the create input, in the page's order: none is dropped.
    expect(sent?.images).toEqual([
      { imageId: uploadId('back'), alt: 'The back label' },
      { imageId: uploadId('front'), alt: '' },
    ]);
  }, 60_000);

  it('keeps a refused image listed with the server’s message, blocks saving, and retries it', async () => {
    const uploads = heldUploads();
    let sent: { images?: unknown } | undefined;
    const images = await openNewProductPage((input) => {
      sent = input as { images?: unknown };
    });
    await user.type(screen.getByLabelText(/Product name/), 'Chilli');
    await user.upload(fileInput(), png('label.png'));
    await uploads.release(
      'label.png',
      HttpResponse.json({ error: { message: 'This file is not an image. Please upload a JPEG, PNG or WebP.' } }, { status: 415 }),
    );

    const failure = within(await images.findByRole('alert', { name: 'label.png was not uploaded' }));
    expect(failure.getByText('This file is not an image. Please upload a JPEG, PNG or WebP.')).toBeInTheDocument();
    expect(screen.getByText('Image upload failed')).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    expect(screen.getByText('An image could not be uploaded. Retry it or remove it before saving.')).toBeInTheDocument();

    await user.click(failure.getByRole('button', { name: 'Retry label.png' }));
    expect(await images.findByRole('progressbar', { name: 'Uploading label.png' })).toBeInTheDocument();
    await uploads.release('label.png', stored('label'));
    expect(await images.findByRole('img', { name: 'Image 1' })).toHaveAttribute('src', '/media/label-800.webp');
    await user.click(createButton());
    await waitFor(() => expect(sent?.images).toEqual([{ imageId: uploadId('label'), alt: '' }]));
  });

  it('explains a refusal without a message by its status, and saving works once the image is removed', async () => {
    server.use(http.post(UPLOAD_URL, () => new HttpResponse('Request Entity Too Large', { status: 413 })));
    let sent: { images?: unknown } | undefined;
    const images = await openNewProductPage((input) => {
      sent = input as { images?: unknown };
    });
    await user.type(screen.getByLabelText(/Product name/), 'Chilli');
    await user.upload(fileInput(), png('huge.png'));
    const failure = within(await images.findByRole('alert', { name: 'huge.png was not uploaded' }));
    expect(failure.getByText('This image is too large. The maximum file size is 5 MB.')).toBeInTheDocument();
    expect(createButton()).toBeDisabled();

    await user.click(failure.getByRole('button', { name: 'Remove huge.png' }));
    expect(images.getByText('No images yet.')).toBeInTheDocument();
    await user.click(createButton());
    await waitFor(() => expect(sent).toMatchObject({ images: [] }));
  });

  it('lists a file that is not a JPEG, PNG or WebP as refused instead of skipping it', async () => {
    let uploaded = false;
    server.use(
      http.post(UPLOAD_URL, () => {
        uploaded = true;
        return stored('never');
      }),
    );
    const images = await openNewProductPage();
    // applyAccept off: the browser's picker filter can be bypassed (e.g. "All files"), the page must still refuse.
    await userEvent
      .setup({ delay: null, applyAccept: false })
      .upload(fileInput(), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    const failure = within(await images.findByRole('alert', { name: 'menu.pdf was not uploaded' }));
    expect(failure.getByText('Please choose a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(failure.queryByRole('button', { name: 'Retry menu.pdf' })).not.toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    expect(uploaded).toBe(false);
  });

  it("saves an edited product's gallery changes with the gallery procedures after the product itself", async () => {
    const gallery = (id: string, imageId: string, position: number, alt: string) => ({
      id,
      imageId,
      position,
      alt,
      displayAlt: alt || 'Chilli',
      url: `/media/${imageId}-800.webp`,
      width: 800,
      height: 800,
      avifSrcset: '',
      webpSrcset: '',
    });
    const KEEP = 'aaaaaaaa-0000-4000-8000-000000000001';
    const DROP = 'aaaaaaaa-0000-4000-8000-000000000002';
    const product = makeAdminProduct({
      imageUrl: `/media/${KEEP}-800.webp`,
      images: [
        gallery('11111111-0000-4000-8000-000000000001', KEEP, 0, 'Front'),
        gallery('11111111-0000-4000-8000-000000000002', DROP, 1, ''),
      ],
    });
    const calls: [string, unknown][] = [];
    const NEW_GALLERY_ID = '11111111-0000-4000-8000-000000000003';
    let current = product;
    const answer = (path: string, change: (input: Record<string, unknown>) => typeof product) => (input: unknown) => {
      calls.push([path, input]);
      current = change(input as Record<string, unknown>);
      return ok(current);
    };
    renderAdminApp(`/admin/products/${product.id}`, {
      'product.get': () => ok(product),
      'product.update': answer('update', () => current),
      'product.removeImage': answer('removeImage', ({ id }) => ({
        ...current,
        images: current.images.filter((i) => i.id !== id),
      })),
      'product.attachImages': answer('attachImages', () => ({
        ...current,
        images: [...current.images, gallery(NEW_GALLERY_ID, uploadId('fresh'), 1, 'Sliced')],
      })),
      'product.reorderImages': answer('reorderImages', ({ imageIds }) => ({
        ...current,
        images: (imageIds as string[]).map((id, position) => ({
          ...(current.images.find((i) => i.id === id) as (typeof current.images)[number]),
          position,
        })),
      })),
      'product.updateImageAlt': answer('updateImageAlt', ({ id, alt }) => ({
        ...current,
        images: current.images.map((i) => (i.id === id ? { ...i, alt: alt as string } : i)),
      })),
    });
    server.use(http.post(UPLOAD_URL, () => stored('fresh')));
    const images = within(await screen.findByRole('region', { name: 'Images' }, { timeout: 15_000 }));
    expect(images.getByRole('img', { name: 'Front' })).toHaveAttribute('src', `/media/${KEEP}-800.webp`);
    expect(images.getByLabelText('Alt text for image 1')).toHaveValue('Front');

    await user.click(images.getByRole('button', { name: 'Remove image 2' }));
    await user.upload(fileInput(), png('fresh.png'));
    await user.type(await images.findByLabelText('Alt text for image 2'), 'Sliced');
    await user.click(images.getByRole('button', { name: 'Move image 2 up' }));
    await user.clear(images.getByLabelText('Alt text for image 2'));
    await user.type(images.getByLabelText('Alt text for image 2'), 'The front');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();

    const productId = product.id;
    expect(calls.map(([path]) => path)).toEqual(['update', 'removeImage', 'attachImages', 'reorderImages', 'updateImageAlt']);
    expect(calls[0]?.[1]).toMatchObject({ id: productId, imageUrl: `/media/${KEEP}-800.webp` });
    expect(calls[1]?.[1]).toEqual({ productId, id: '11111111-0000-4000-8000-000000000002' });
    expect(calls[2]?.[1]).toEqual({ productId, images: [{ imageId: uploadId('fresh'), alt: 'Sliced' }] });
    expect(calls[3]?.[1]).toEqual({ productId, imageIds: [NEW_GALLERY_ID, '11111111-0000-4000-8000-000000000001'] });
    expect(calls[4]?.[1]).toEqual({ productId, id: '11111111-0000-4000-8000-000000000001', alt: 'The front' });
  }, 60_000);
});
