/**
 * Product Management (admin only). Every mutation answers the product as `get` does.
 *
 * Products carry `slug` (the page /shop/<slug>) and `images` (the gallery in order, first = card image):
 *   images: { id, imageId, position, alt, displayAlt, url, width, height, avifSrcset, webpSrcset }[]
 *
 * product.create / product.update  input: the product form + optional `slug` ('' or absent: generate from the
 *   name on create, keep the current one on update); create also takes `images: [{ imageId, alt }]`, the uploads
 *   chosen before the first save, attached in order in the same transaction. Bad format -> BAD_REQUEST with the format message; a slug
 *   another product uses or used -> CONFLICT 'This page address is already used by another product. …'.
 *   A changed slug keeps the old one: /shop/<old> answers 301 to /shop/<new>.
 * Gallery (upload first: POST /api/uploads/product-image answers { id, url, srcset, avifSrcset, width, height }):
 *   product.attachImages   { productId, images: [{ imageId: <upload id>, alt?: string }] }  appended in order
 *   product.reorderImages  { productId, imageIds: [<gallery image id>, …] }  every gallery id, new order
 *   product.updateImageAlt { productId, id: <gallery image id>, alt: string }  ('' = product name on the shop)
 *   product.removeImage    { productId, id: <gallery image id> }
 */
import { byIdInputSchema } from '../../../shared/schemas/order';
import {
  attachProductImagesInputSchema,
  createProductInputSchema,
  productsTable,
  removeProductImageInputSchema,
  reorderProductImagesInputSchema,
  updateProductImageAltInputSchema,
  updateProductInputSchema,
} from '../../../shared/schemas/product';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';

// The admin reads an edited product straight back from the shop: wait until this instance has heard it.
const catalogueWrite = adminProcedure.meta({ catalogueReadBack: true });

import { actorOf } from '../audit/actor';
import { attachImages, removeImage, reorderImages, updateImageAlt } from './images';
import { listAdminProducts } from './queries';
import { createProduct, deleteProduct, getProduct, updateProduct } from './service';

export const productRouter = router({
  listAdmin: adminProcedure.input(productsTable.list).query(({ ctx, input }) => listAdminProducts(ctx.db, input)),
  get: adminProcedure.input(byIdInputSchema).query(({ ctx, input }) => getProduct(ctx.db, input.id)),
  create: catalogueWrite.input(createProductInputSchema).mutation(({ ctx, input }) => createProduct(ctx.db, actorOf(ctx), input)),
  update: catalogueWrite
    .input(updateProductInputSchema)
    .mutation(({ ctx, input: { id, ...form } }) => updateProduct(ctx.db, actorOf(ctx), id, form)),
  delete: catalogueWrite.input(byIdInputSchema).mutation(({ ctx, input }) => deleteProduct(ctx.db, actorOf(ctx), input.id)),
  attachImages: catalogueWrite
    .input(attachProductImagesInputSchema)
    .mutation(({ ctx, input }) => attachImages(ctx.db, actorOf(ctx), input)),
  reorderImages: catalogueWrite
    .input(reorderProductImagesInputSchema)
    .mutation(({ ctx, input }) => reorderImages(ctx.db, actorOf(ctx), input)),
  updateImageAlt: catalogueWrite
    .input(updateProductImageAltInputSchema)
    .mutation(({ ctx, input }) => updateImageAlt(ctx.db, actorOf(ctx), input)),
  removeImage: catalogueWrite
    .input(removeProductImageInputSchema)
    .mutation(({ ctx, input }) => removeImage(ctx.db, actorOf(ctx), input)),
});
