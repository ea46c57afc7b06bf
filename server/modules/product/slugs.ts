import { and, eq, like, ne } from 'drizzle-orm';
import { slugify, uniqueSlug } from '../../../shared/slug';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { productSlugHistory, products } from '../../db/schema/index';
import { AppError } from '../../errors';

export const SLUG_TAKEN_MESSAGE = 'This page address is already used by another product. Please choose a different one.';

/** Slugs in use (current or kept for a redirect) that start with `base`. */
async function slugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  // base is [a-z0-9-] only, so it has no LIKE wildcard in it.
  const pattern = `${base}%`;
  const [current, old] = await Promise.all([
    db.select({ slug: products.slug }).from(products).where(like(products.slug, pattern)),
    db.select({ slug: productSlugHistory.slug }).from(productSlugHistory).where(like(productSlugHistory.slug, pattern)),
  ]);
  return new Set([...current, ...old].map((row) => row.slug));
}

/** A free slug for a name: "chilli", else "chilli-2", "chilli-3"… (old slugs still redirect, so they count as taken). */
export async function generateSlug(db: DbOrTx, name: string): Promise<string> {
  const base = slugify(name);
  return uniqueSlug(base, await slugsLike(db, base));
}

/** Refuses a slug another product has now or had before (its old links must keep leading to it). */
export async function assertSlugFree(db: DbOrTx, slug: string, productId: string | null): Promise<void> {
  const others = (column: typeof products.id | typeof productSlugHistory.productId) =>
    productId === null ? undefined : ne(column, productId);
  const [current] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), others(products.id)))
    .limit(1);
  const [old] = await db
    .select({ id: productSlugHistory.productId })
    .from(productSlugHistory)
    .where(and(eq(productSlugHistory.slug, slug), others(productSlugHistory.productId)))
    .limit(1);
  if (current || old) throw new AppError('CONFLICT', SLUG_TAKEN_MESSAGE);
}

/**
 * Moves a product to a new slug and keeps the old one for a 301; taking back one of its own old
 * slugs removes that redirect. Call inside the product's update transaction.
 */
export async function recordSlugChange(db: DbOrTx, productId: string, oldSlug: string, newSlug: string): Promise<void> {
  if (oldSlug === newSlug) return;
  await db
    .delete(productSlugHistory)
    .where(and(eq(productSlugHistory.productId, productId), eq(productSlugHistory.slug, newSlug)));
  await db.insert(productSlugHistory).values({ slug: oldSlug, productId }).onConflictDoNothing();
}

/** A concurrent save that took the same slug first fails on the unique index: answered like the check above. */
export function slugConflictOr(error: unknown): unknown {
  return isUniqueViolation(error, 'products_slug_key') || isUniqueViolation(error, 'product_slug_history_pkey')
    ? new AppError('CONFLICT', SLUG_TAKEN_MESSAGE)
    : error;
}
