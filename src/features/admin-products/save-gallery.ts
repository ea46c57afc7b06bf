import type { AdminProduct } from './product-form-values';
import type { ProductImageValue } from './use-image-uploads';

/** The admin gallery procedures (product.attachImages etc.), as the tRPC client calls them. */
export type GalleryApi = {
  attachImages: (input: { productId: string; images: { imageId: string; alt: string }[] }) => Promise<AdminProduct>;
  removeImage: (input: { productId: string; id: string }) => Promise<AdminProduct>;
  reorderImages: (input: { productId: string; imageIds: string[] }) => Promise<AdminProduct>;
  updateImageAlt: (input: { productId: string; id: string; alt: string }) => Promise<AdminProduct>;
};

/** The gallery as the page edits it, from the product as the server answers it. */
export const galleryOf = (product: AdminProduct): ProductImageValue[] =>
  product.images.map((image) => ({ imageId: image.imageId, url: image.url, alt: image.alt }));

/**
 * Brings an existing product's gallery to what the page shows, with the gallery procedures:
 * removals, then new uploads (appended), then the order, then changed alt texts. Each step
 * answers the product, so the next one works from the stored state; the last answer is returned.
 */
export async function saveGallery(api: GalleryApi, product: AdminProduct, wanted: ProductImageValue[]): Promise<AdminProduct> {
  const productId = product.id;
  let current = product;
  const wantedIds = new Set(wanted.map((image) => image.imageId));
  for (const image of product.images) {
    if (!wantedIds.has(image.imageId)) current = await api.removeImage({ productId, id: image.id });
  }
  const stored = new Set(current.images.map((image) => image.imageId));
  const added = wanted.filter((image) => !stored.has(image.imageId));
  if (added.length > 0) {
    current = await api.attachImages({ productId, images: added.map(({ imageId, alt }) => ({ imageId, alt })) });
  }
  const galleryId = new Map(current.images.map((image) => [image.imageId, image.id]));
  const order = wanted.flatMap((image) => galleryId.get(image.imageId) ?? []);
  if (order.join() !== current.images.map((image) => image.id).join()) {
    current = await api.reorderImages({ productId, imageIds: order });
  }
  for (const image of wanted) {
    const storedImage = current.images.find((candidate) => candidate.imageId === image.imageId);
    if (storedImage && storedImage.alt !== image.alt) {
      current = await api.updateImageAlt({ productId, id: storedImage.id, alt: image.alt });
    }
  }
  return current;
}
