import { asc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_PRODUCT_IMAGES } from '../../../shared/schemas/product';
import type { Db, Tx } from '../../db/client';
import { mediaImages, productImages, products } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { ImageStore } from '../../storage/image-store';
import { type StoredImage, storeProductImage } from '../../storage/product-images';
import type { Actor } from '../audit/actor';
import { recordAudit } from '../audit/service';
import { type AdminProduct, loadOrThrow } from './queries';

type AttachInput = { productId: string; images: { imageId: string; alt: string }[] };

const STALE_LIST = 'The images have changed since this page was loaded. Please reload it and try again.';

/** Locks the product row (gallery changes of one product run one at a time) and refuses archived ones. */
async function lockProduct(tx: Tx, productId: string): Promise<AdminProduct> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  const product = await loadOrThrow(tx, productId);
  if (product.archivedAt) throw new AppError('NOT_FOUND', 'Product not found.');
  return product;
}

/**
 * products.image_url follows the gallery's first image, so the card, cart and orders (which read
 * image_url) show it. A product without a gallery keeps the address its form gave it.
 */
export async function syncCardImage(tx: Tx, productId: string, removedUrl?: string): Promise<void> {
  const [first] = await tx
    .select({ url: mediaImages.url })
    .from(productImages)
    .innerJoin(mediaImages, eq(mediaImages.id, productImages.imageId))
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position))
    .limit(1);
  if (first) {
    await tx.update(products).set({ imageUrl: first.url }).where(eq(products.id, productId));
  } else if (removedUrl) {
    // The last gallery image went: the card must not keep showing it.
    await tx
      .update(products)
      .set({ imageUrl: null })
      .where(sql`${products.id} = ${productId} AND ${products.imageUrl} = ${removedUrl}`);
  }
}

/** Writes positions 0..n-1 in the given order. */
async function renumber(tx: Tx, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
  }
}

/** One audited gallery change: lock, change, keep the card image in step, record before and after. */
async function changeGallery(
  db: Db,
  actor: Actor,
  productId: string,
  action: string,
  change: (tx: Tx, before: AdminProduct) => Promise<string | undefined>,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, productId);
    const removedUrl = await change(tx, before);
    await syncCardImage(tx, productId, removedUrl);
    const after = await loadOrThrow(tx, productId);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action,
      targetType: 'product',
      targetId: productId,
      before: { images: before.images, imageUrl: before.imageUrl },
      after: { images: after.images, imageUrl: after.imageUrl },
    });
    return after;
  });
}

/**
 * An admin's upload: the image is checked and stored in its renditions (ImageRejected when its content is
 * refused), then recorded with its audit row in one transaction, so product.attachImages can take just the
 * id (and knows the renditions and size).
 */
export async function uploadProductImage(db: Db, store: ImageStore, actor: Actor, input: Buffer): Promise<StoredImage> {
  const stored = await storeProductImage(store, input);
  await db.transaction(async (tx) => {
    await tx.insert(mediaImages).values({
      id: stored.id,
      url: stored.url,
      sources: stored.sources,
      width: stored.width,
      height: stored.height,
      uploadedBy: actor.userId,
    });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'product_image.upload',
      targetType: 'media',
      targetId: stored.id,
      after: { url: stored.url, srcset: stored.srcset, avifSrcset: stored.avifSrcset, bytes: input.length },
    });
  });
  return stored;
}

/** Appends uploads to the end of a gallery that holds `existing`, in the order given (caller holds the product lock). */
export async function appendImages(
  tx: Tx,
  productId: string,
  existing: readonly { imageId: string }[],
  images: AttachInput['images'],
): Promise<void> {
  const ids = images.map((image) => image.imageId);
  if (new Set(ids).size !== ids.length) throw new AppError('BAD_REQUEST', 'The same image was chosen twice.');
  if (existing.length + ids.length > MAX_PRODUCT_IMAGES) {
    throw new AppError('BAD_REQUEST', `A product can have at most ${MAX_PRODUCT_IMAGES} images.`);
  }
  if (existing.some((image) => ids.includes(image.imageId))) {
    throw new AppError('CONFLICT', 'This image is already in the product’s gallery.');
  }
  const uploads = await tx.select({ id: mediaImages.id }).from(mediaImages).where(inArray(mediaImages.id, ids));
  if (uploads.length !== ids.length) throw new AppError('NOT_FOUND', 'Image not found. Please upload it again.');
  await tx
    .insert(productImages)
    .values(images.map((image, i) => ({ productId, imageId: image.imageId, alt: image.alt, position: existing.length + i })));
}

/** Appends uploads to the end of the gallery, in the order given. */
export function attachImages(db: Db, actor: Actor, input: AttachInput): Promise<AdminProduct> {
  return changeGallery(db, actor, input.productId, 'product.images.attach', async (tx, before) => {
    await appendImages(tx, input.productId, before.images, input.images);
    return undefined;
  });
}

/** `imageIds` must be exactly the gallery's image ids (any order): a stale list is refused, not merged. */
export function reorderImages(db: Db, actor: Actor, input: { productId: string; imageIds: string[] }): Promise<AdminProduct> {
  return changeGallery(db, actor, input.productId, 'product.images.reorder', async (tx, before) => {
    const current = new Set(before.images.map((image) => image.id));
    const wanted = new Set(input.imageIds);
    if (wanted.size !== input.imageIds.length || wanted.size !== current.size || ![...wanted].every((id) => current.has(id))) {
      throw new AppError('BAD_REQUEST', STALE_LIST);
    }
    await renumber(tx, input.imageIds);
    return undefined;
  });
}

export function updateImageAlt(db: Db, actor: Actor, input: { productId: string; id: string; alt: string }) {
  return changeGallery(db, actor, input.productId, 'product.images.alt', async (tx, before) => {
    if (!before.images.some((image) => image.id === input.id)) throw new AppError('NOT_FOUND', 'Image not found.');
    await tx.update(productImages).set({ alt: input.alt }).where(eq(productImages.id, input.id));
    return undefined;
  });
}

/** Takes the image off this product (the stored files stay: other products or old orders may show them). */
export function removeImage(db: Db, actor: Actor, input: { productId: string; id: string }): Promise<AdminProduct> {
  return changeGallery(db, actor, input.productId, 'product.images.remove', async (tx, before) => {
    const removed = before.images.find((image) => image.id === input.id);
    if (!removed) throw new AppError('NOT_FOUND', 'Image not found.');
    await tx.delete(productImages).where(eq(productImages.id, input.id));
    await renumber(
      tx,
      before.images.filter((image) => image.id !== input.id).map((image) => image.id),
    );
    return removed.url;
  });
}
