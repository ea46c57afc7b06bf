import { TRPCError } from '@trpc/server';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import {
  auditLog,
  invoices,
  jobs,
  mediaImages,
  orders,
  productImages,
  products,
  promotions,
  stockMovements,
} from '../../server/db/schema/index';
import { appRouter } from '../../server/trpc/app-router';
import { auditCount, placeOrderAs } from '../support/admin';
import { type MadeUser, makeProduct, makePromotion, makeUser } from '../support/factories';
import { FOOD_FORM } from '../support/food-information';
import { createTestShop, type TestShop } from '../support/test-shop';

/** The routers this file guards: every procedure under them must be admin only. */
const ADMIN_ROUTERS = ['product', 'promotion', 'adminOrders', 'adminInvoices', 'adminOverview', 'adminJobs'];

let shop: TestShop;
const users: Record<string, MadeUser> = {};
const ids = { product: '', spareProduct: '', promotion: '', order: '', invoice: '', job: '', upload: '', galleryImage: '' };

beforeAll(async () => {
  shop = await createTestShop();
  const db = shop.database.db;
  users.unverified = await makeUser(db, { role: 'admin', emailVerified: false });
  users.customer = await makeUser(db);
  users.pendingWholesaler = await makeUser(db, { role: 'customer', accountType: 'Wholesale', status: 'pending' });
  users.wholesaler = await makeUser(db, { role: 'wholesaler' });
  users.admin = await makeUser(db, { role: 'admin' });
  ids.product = (await makeProduct(db, { name: 'Guarded' })).id;
  ids.spareProduct = (await makeProduct(db, { name: 'Spare' })).id;
  // Two uploads: one already in the product's gallery, one to attach.
  const uploads = [crypto.randomUUID(), crypto.randomUUID()];
  await db
    .insert(mediaImages)
    .values(
      uploads.map((id) => ({ id, url: `/media/${id}-800.webp`, sources: { avif: [], webp: [] }, width: 800, height: 600 })),
    );
  ids.upload = uploads[1] as string;
  const [gallery] = await db
    .insert(productImages)
    .values({ productId: ids.product, imageId: uploads[0] as string, position: 0 })
    .returning({ id: productImages.id });
  ids.galleryImage = gallery?.id as string;
  ids.promotion = (await makePromotion(db, { code: 'GUARD' })).id;
  const order = await placeOrderAs(shop, users.customer, [{ productId: ids.product, weight: '250g', quantity: 1 }]);
  ids.order = order.orderId;
  const second = await placeOrderAs(shop, users.customer, [{ productId: ids.product, weight: '250g', quantity: 1 }]);
  ids.invoice = (await db.select().from(invoices).where(eq(invoices.orderId, second.orderId)))[0]?.id as string;
  // The order emails queued delivery jobs: park one as dead for 'Retry'.
  const [job] = await db.select({ id: jobs.id }).from(jobs).limit(1);
  ids.job = job?.id as string;
  await db.update(jobs).set({ status: 'dead', lastError: 'refused' }).where(eq(jobs.id, ids.job));
});
afterAll(() => shop.close());

/** A valid input per procedure, so a missing role check would show up as a success, not a parse error. */
const sampleInputs = (): Record<string, unknown> => ({
  'product.listAdmin': {},
  'product.get': { id: ids.product },
  'product.create': { ...FOOD_FORM, name: 'Sneaky', variants: { '250g': { priceNet: 0.01, stock: 999 } } },
  'product.update': { ...FOOD_FORM, id: ids.product, name: 'Renamed', variants: { '250g': { priceNet: 0.01, stock: 999 } } },
  'product.delete': { id: ids.spareProduct },
  'product.attachImages': { productId: ids.product, images: [{ imageId: ids.upload, alt: 'Sneaky' }] },
  'product.reorderImages': { productId: ids.product, imageIds: [ids.galleryImage] },
  'product.updateImageAlt': { productId: ids.product, id: ids.galleryImage, alt: 'Sneaky' },
  'product.removeImage': { productId: ids.product, id: ids.galleryImage },
  'promotion.list': undefined,
  'promotion.redemptions': { id: ids.promotion },
  'promotion.create': { code: 'FREE', discountType: 'percentage', discountValue: 100 },
  'promotion.update': { id: ids.promotion, code: 'GUARD', discountType: 'percentage', discountValue: 100 },
  'promotion.setActive': { id: ids.promotion, isActive: false },
  'promotion.delete': { id: ids.promotion },
  'adminOrders.list': {},
  'adminOrders.get': { id: ids.order },
  'adminOrders.transition': { id: ids.order, to: 'paid' },
  'adminOrders.exportCsv': {},
  'adminInvoices.list': {},
  'adminInvoices.markPaid': { id: ids.invoice },
  'adminInvoices.exportCsv': {},
  'adminInvoices.creditNotes': {},
  'adminOverview.stats': undefined,
  'adminOverview.tiles': undefined,
  'adminOverview.activity': {},
  'adminJobs.list': {},
  'adminJobs.retry': { id: ids.job },
});

type Procedure = { _def: { type: 'query' | 'mutation' | 'subscription' } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, Procedure>).filter(([path]) =>
  ADMIN_ROUTERS.includes(path.split('.')[0] as string),
);

function call(who: MadeUser | null, path: string, input: unknown): Promise<unknown> {
  const caller = shop.callerFor(who) as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>;
  const [routerKey, name] = path.split('.') as [string, string];
  return caller[routerKey]?.[name]?.(input) ?? Promise.reject(new Error(`no procedure ${path}`));
}

async function outcome(who: MadeUser | null, path: string, input: unknown): Promise<string> {
  try {
    await call(who, path, input);
    return 'ok';
  } catch (error) {
    return error instanceof TRPCError ? error.code : String(error);
  }
}

async function fingerprint(db: Db) {
  const counts = await Promise.all(
    [products, promotions, orders, stockMovements, auditLog, productImages].map(
      async (table) => (await db.select({ n: count() }).from(table))[0]?.n,
    ),
  );
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, ids.order));
  const [promotion] = await db.select().from(promotions).where(eq(promotions.id, ids.promotion));
  const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, ids.product));
  const [job] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, ids.job));
  return { counts, order, promotion, product, job };
}

describe('admin-only procedures', () => {
  it('finds every procedure of the admin routers and has a sample input for each', () => {
    expect(procedures.length).toBe(28);
    expect(procedures.map(([path]) => path).sort()).toEqual(Object.keys(sampleInputs()).sort());
  });

  const refusals = {
    anonymous: 'UNAUTHORIZED',
    unverified: 'UNAUTHORIZED',
    customer: 'FORBIDDEN',
    pendingWholesaler: 'FORBIDDEN',
    wholesaler: 'FORBIDDEN',
  } as const;

  for (const [role, expected] of Object.entries(refusals)) {
    it(`refuses ${role} on every procedure, changing nothing`, async () => {
      const before = await fingerprint(shop.database.db);
      const who = role === 'anonymous' ? null : (users[role] as MadeUser);
      const results: Record<string, string> = {};
      for (const [path] of procedures) results[path] = await outcome(who, path, sampleInputs()[path]);
      expect(results).toEqual(Object.fromEntries(procedures.map(([path]) => [path, expected])));
      expect(await fingerprint(shop.database.db)).toEqual(before);
    });
  }

  it('lets an admin call every query', async () => {
    for (const [path, procedure] of procedures) {
      if (procedure._def.type !== 'query') continue;
      expect([path, await outcome(users.admin as MadeUser, path, sampleInputs()[path])]).toEqual([path, 'ok']);
    }
  });

  it('writes exactly one audit row for every admin mutation', async () => {
    const db = shop.database.db;
    const mutations = procedures.filter(([, p]) => p._def.type === 'mutation').map(([path]) => path);
    // Run in an order where each succeeds (delete last).
    const order = [
      'product.create',
      'product.update',
      'product.delete',
      'product.updateImageAlt',
      'product.reorderImages',
      'product.removeImage',
      'product.attachImages',
      'promotion.create',
      'promotion.update',
      'promotion.setActive',
      'promotion.delete',
      'adminOrders.transition',
      'adminInvoices.markPaid',
      'adminJobs.retry',
    ];
    expect([...order].sort()).toEqual([...mutations].sort());
    for (const path of order) {
      const before = await auditCount(db);
      await call(users.admin as MadeUser, path, sampleInputs()[path]);
      const rows = await db.select({ action: auditLog.action, actor: auditLog.actorUserId }).from(auditLog);
      expect([path, rows.length]).toEqual([path, before + 1]);
      expect(rows.every((r) => r.actor === users.admin?.id)).toBe(true);
    }
  });
});
