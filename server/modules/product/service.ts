import { and, eq, isNull, sql } from 'drizzle-orm';
import { WEIGHTS } from '../../../shared/constants';
import { foodOfForm, showInShopRefusal } from '../../../shared/food-information';
import type { CreateProductInput, ProductForm } from '../../../shared/schemas/product';
import type { Db, Tx } from '../../db/client';
import { orderItems, products, productVariants, stockMovements, subscriptions } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Actor } from '../audit/actor';
import { recordAudit } from '../audit/service';
import { productColumns, variantPrices } from './form-columns';
import { appendImages, syncCardImage } from './images';
import { type AdminProduct, loadOrThrow } from './queries';
import { assertSlugFree, generateSlug, recordSlugChange, slugConflictOr } from './slugs';

export const getProduct = (db: Db, id: string) => loadOrThrow(db, id);

/** UK food law: no product is shown in the shop without its mandatory food information (one message naming all of it). */
function assertShowable(form: ProductForm) {
  const refusal = showInShopRefusal({ name: form.name, showInShop: form.showInShop, food: foodOfForm(form) });
  if (refusal) throw new AppError('BAD_REQUEST', refusal);
}

export async function createProduct(db: Db, actor: Actor, form: CreateProductInput): Promise<AdminProduct> {
  assertShowable(form);
  return db
    .transaction(async (tx) => {
      if (form.slug) await assertSlugFree(tx, form.slug, null);
      const slug = form.slug ?? (await generateSlug(tx, form.name));
      const [product] = await tx
        .insert(products)
        .values({ ...productColumns(form), slug })
        .returning({ id: products.id });
      if (!product) throw new Error('product insert returned nothing');
      const variants = await tx
        .insert(productVariants)
        .values(
          WEIGHTS.map((weight) => ({
            productId: product.id,
            weight,
            stock: form.variants[weight].stock,
            ...variantPrices(form.variants[weight]),
          })),
        )
        .returning({ id: productVariants.id, stock: productVariants.stock });
      // Opening stock is a movement too, so stock always reconciles with the movements.
      const opening = variants.filter((v) => v.stock > 0);
      if (opening.length > 0) {
        await tx
          .insert(stockMovements)
          .values(
            opening.map((v) => ({ variantId: v.id, delta: v.stock, reason: 'admin adjustment', actorUserId: actor.userId })),
          );
      }
      // Images chosen on the new product's page before this first save: its gallery, in order.
      if (form.images.length > 0) {
        await appendImages(tx, product.id, [], form.images);
        await syncCardImage(tx, product.id);
      }
      const after = await loadOrThrow(tx, product.id);
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'product.create',
        targetType: 'product',
        targetId: product.id,
        after,
      });
      return after;
    })
    .catch((error: unknown) => {
      throw slugConflictOr(error);
    });
}

export async function updateProduct(db: Db, actor: Actor, id: string, form: ProductForm): Promise<AdminProduct> {
  return db
    .transaction(async (tx) => {
      // Locking the variants first makes the stock delta exact even while orders are being placed.
      const current = await tx.select().from(productVariants).where(eq(productVariants.productId, id)).for('update');
      const before = await loadOrThrow(tx, id);
      if (before.archivedAt) throw new AppError('NOT_FOUND', 'Product not found.');
      // Products stored before the rule stay on sale untouched, but a save that keeps one shown needs it complete.
      assertShowable(form);
      // No slug given keeps the current one: renaming a product does not move its page.
      const slug = form.slug ?? before.slug;
      if (slug !== before.slug) {
        await assertSlugFree(tx, slug, id);
        await recordSlugChange(tx, id, before.slug, slug);
      }
      await tx
        .update(products)
        .set({ ...productColumns(form), slug, updatedAt: new Date() })
        .where(eq(products.id, id));
      for (const weight of WEIGHTS) {
        const wanted = form.variants[weight];
        const existing = current.find((v) => v.weight === weight);
        const [variant] = existing
          ? await tx
              .update(productVariants)
              .set({ ...variantPrices(wanted), stock: wanted.stock })
              .where(eq(productVariants.id, existing.id))
              .returning({ id: productVariants.id })
          : await tx
              .insert(productVariants)
              .values({ productId: id, weight, stock: wanted.stock, ...variantPrices(wanted) })
              .returning({ id: productVariants.id });
        const delta = wanted.stock - (existing?.stock ?? 0);
        if (variant && delta !== 0) {
          await tx
            .insert(stockMovements)
            .values({ variantId: variant.id, delta, reason: 'admin adjustment', actorUserId: actor.userId });
        }
      }
      // The form's image address gives way to the gallery's first image when there is one.
      await syncCardImage(tx, id);
      const after = await loadOrThrow(tx, id);
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'product.update',
        targetType: 'product',
        targetId: id,
        before,
        after,
      });
      return after;
    })
    .catch((error: unknown) => {
      throw slugConflictOr(error);
    });
}

/** True when an order line or any subscription's bags (variety = product name) refer to the product. */
async function isReferenced(tx: Tx, product: { id: string; name: string }): Promise<boolean> {
  const [ordered] = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, product.id)).limit(1);
  if (ordered) return true;
  const [subscribed] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(sql`${subscriptions.bags} @> ${JSON.stringify([{ variety: product.name }])}::jsonb`)
    .limit(1);
  return Boolean(subscribed);
}

/**
 * 'Delete product'. A product that orders or subscriptions refer to is archived instead
 * (hidden from shop and subscriptions, history kept), and the answer says which happened.
 */
export async function deleteProduct(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    // Orders being placed hold these variant locks; waiting for them means their lines are seen below.
    await tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, id)).for('update');
    const before = await loadOrThrow(tx, id);
    if (before.archivedAt) throw new AppError('NOT_FOUND', 'Product not found.');
    const audit = { actorUserId: actor.userId, targetType: 'product', targetId: id, before };
    if (await isReferenced(tx, before)) {
      await tx
        .update(products)
        .set({ archivedAt: new Date(), showInShop: false, showInSubscriptions: false, updatedAt: new Date() })
        .where(and(eq(products.id, id), isNull(products.archivedAt)));
      await recordAudit(tx, { ...audit, action: 'product.archive', after: await loadOrThrow(tx, id) });
      return { deleted: false, archived: true, name: before.name };
    }
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, { ...audit, action: 'product.delete', after: null });
    return { deleted: true, archived: false, name: before.name };
  });
}
