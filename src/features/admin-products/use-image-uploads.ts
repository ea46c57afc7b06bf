import { useCallback, useRef, useState } from 'react';
import { MAX_PRODUCT_IMAGES } from '../../../shared/schemas/product';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { uploadProductImage } from './upload-image';

/** A gallery image the product has or will have once saved: the upload's id, its address and alt text. */
export type ProductImageValue = { imageId: string; url: string; alt: string };

/** One image on the page: uploaded (has a URL), uploading (progress), or failed (the server's reason). */
export type ImageItem = {
  key: number;
  /** The chosen file's name, for the admin to recognise it while it uploads or after it failed. */
  name: string;
  status: 'uploading' | 'uploaded' | 'failed';
  /** Upload progress in percent (0-100). */
  progress: number;
  /** The upload's id (POST /api/uploads/product-image answered it), which the gallery attaches. */
  imageId: string | null;
  url: string | null;
  alt: string;
  error: string | null;
  /** Kept until uploaded, so a failed upload can be retried without choosing the file again. */
  file: File | null;
};

export const WAIT_FOR_UPLOADS = 'Please wait for the images to finish uploading.';
export const FIX_FAILED_UPLOADS = 'An image could not be uploaded. Retry it or remove it before saving.';
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const WRONG_TYPE = 'Please choose a JPEG, PNG or WebP image.';
const TOO_MANY = `A product can have at most ${MAX_PRODUCT_IMAGES} images. Remove one to add another.`;

const sameImages = (a: ProductImageValue[], b: ProductImageValue[]) =>
  a.length === b.length && a.every((image, i) => image.imageId === b[i]?.imageId && image.alt === b[i]?.alt);

/**
 * The product page's images. A chosen file starts uploading at once (XHR progress per image); it
 * stays in the list until it is uploaded or the admin removes it, so nothing chosen is silently
 * dropped, and `blockReason` tells the page why it cannot save yet.
 */
export function useImageUploads(initial: ProductImageValue[]) {
  const nextKey = useRef(0);
  const makeKey = () => {
    nextKey.current += 1;
    return nextKey.current;
  };
  const [saved, setSaved] = useState(initial);
  const [items, setItems] = useState<ImageItem[]>(() =>
    initial.map((image) => ({
      key: makeKey(),
      name: image.url.split('/').pop() ?? image.url,
      status: 'uploaded',
      progress: 100,
      imageId: image.imageId,
      url: image.url,
      alt: image.alt,
      error: null,
      file: null,
    })),
  );

  const update = useCallback((key: number, patch: Partial<ImageItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const upload = useCallback(
    (key: number, file: File) => {
      update(key, { status: 'uploading', progress: 0, error: null });
      uploadProductImage(file, (progress) => update(key, { progress })).then(
        (image) => {
          update(key, { status: 'uploaded', progress: 100, imageId: image.id, url: image.url, file: null });
          notify.success('Image uploaded successfully!');
        },
        (failure: unknown) => {
          const message = errorMessage(failure);
          update(key, { status: 'failed', error: message });
          notify.error(message, 'Image upload failed');
        },
      );
    },
    [update],
  );

  const add = (files: File[]) => {
    const room = MAX_PRODUCT_IMAGES - items.length;
    // A file that cannot be taken is listed as failed with the reason, never quietly skipped.
    const added = files.map((file, i) => ({
      key: makeKey(),
      file,
      refusal: i >= room ? TOO_MANY : ACCEPTED_IMAGE_TYPES.includes(file.type) ? null : WRONG_TYPE,
    }));
    setItems((list) => [
      ...list,
      ...added.map(({ key, file, refusal }) => ({
        key,
        name: file.name,
        status: refusal ? ('failed' as const) : ('uploading' as const),
        progress: 0,
        imageId: null,
        url: null,
        alt: '',
        error: refusal,
        // Retrying cannot help a refused file: only removing it can.
        file: refusal ? null : file,
      })),
    ]);
    for (const { key, file, refusal } of added) if (!refusal) upload(key, file);
  };

  const retry = (key: number) => {
    const item = items.find((candidate) => candidate.key === key);
    if (item?.file) upload(key, item.file);
  };
  const remove = (key: number) => setItems((list) => list.filter((item) => item.key !== key));
  const setAlt = (key: number, alt: string) => update(key, { alt });
  /** Moves an image one place earlier (-1) or later (+1); the first is the shop card's image. */
  const move = (key: number, by: -1 | 1) =>
    setItems((list) => {
      const from = list.findIndex((item) => item.key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= list.length) return list;
      const copy = [...list];
      const [moved] = copy.splice(from, 1);
      if (moved) copy.splice(to, 0, moved);
      return copy;
    });

  const images: ProductImageValue[] = items.flatMap((item) =>
    item.status === 'uploaded' && item.imageId && item.url
      ? [{ imageId: item.imageId, url: item.url, alt: item.alt.trim() }]
      : [],
  );
  const blockReason = items.some((item) => item.status === 'uploading')
    ? WAIT_FOR_UPLOADS
    : items.some((item) => item.status === 'failed')
      ? FIX_FAILED_UPLOADS
      : null;
  const isDirty = blockReason !== null || !sameImages(images, saved);

  /** After a save: the gallery as the server stored it is the new starting point. */
  const markSaved = (stored: ProductImageValue[]) => setSaved(stored);

  return { items, images, blockReason, isDirty, add, retry, remove, setAlt, move, markSaved };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
