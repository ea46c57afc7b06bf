import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, promotions } from '../../server/db/schema/index';
import { makeProduct } from '../support/factories';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

describe(`migrations (${process.env.TEST_DB_ENGINE})`, () => {
  it('creates every table of the data model', async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'user',
        'session',
        'account',
        'verification',
        'rate_limit',
        'profiles',
        'products',
        'product_variants',
        'carts',
        'cart_items',
        'orders',
        'order_items',
        'invoices',
        'subscriptions',
        'promotions',
        'promotion_redemptions',
        'email_outbox',
        'audit_log',
        'account_ledger_entries',
        'stock_movements',
      ]),
    );
  });

  it('keeps money out of float columns', async () => {
    const floats = await rows<{ column_name: string }>(
      sql`select table_name || '.' || column_name as column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('real', 'double precision')`,
    );
    expect(floats).toEqual([]);
  });

  it('refuses negative stock and a second variant of the same weight', async () => {
    const product = await makeProduct(database.db);
    await expect(database.db.update(productVariants).set({ stock: -1 })).rejects.toThrow();
    await expect(
      database.db.insert(productVariants).values({ productId: product.id, weight: '250g', stock: 1 }),
    ).rejects.toThrow();
  });

  it('refuses promotion codes that are not upper-cased and duplicate codes', async () => {
    await expect(
      database.db.insert(promotions).values({ code: 'lower', discountType: 'fixed', discountValue: 100 }),
    ).rejects.toThrow();
    await database.db.insert(promotions).values({ code: 'ONCE', discountType: 'fixed', discountValue: 100 });
    await expect(
      database.db.insert(promotions).values({ code: 'ONCE', discountType: 'percentage', discountValue: 100 }),
    ).rejects.toThrow();
  });

  it('enforces the shop’s value sets in the database', async () => {
    await expect(
      database.db.execute(sql`insert into product_variants (product_id, weight) values (gen_random_uuid(), '300g')`),
    ).rejects.toThrow();
  });
});

describe('0011 slug backfill', () => {
  it('gives existing products slugs from their names, the oldest the plain one, the rest -2, -3', async () => {
    const migration = readFileSync(path.join('drizzle', '0011_product_pages.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('WITH based AS'));
    expect(backfill).toBeDefined();
    const made = [];
    for (const [i, name] of ['Chilli & Garlic', 'Chilli & Garlic', 'Chilli  &  Garlic!', '***'].entries()) {
      made.push(await makeProduct(database.db, { name, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }));
    }
    await database.db.execute(sql.raw(backfill as string));
    const slugs = await rows<{ id: string; slug: string }>(sql`select id, slug from products`);
    const slugOf = (id: string) => slugs.find((row) => row.id === id)?.slug;
    expect(made.map((product) => slugOf(product.id))).toEqual([
      'chilli-and-garlic',
      'chilli-and-garlic-2',
      'chilli-and-garlic-3',
      'product',
    ]);
  });
});
