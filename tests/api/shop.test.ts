import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  const db = shop.database.db;
  await makeProduct(db, { name: 'Peri-Peri', variants: { '250g': { priceNetPence: 1000, tier2: 700 } } });
  await makeProduct(db, { name: 'Chilli', vatRate: '0.0500' });
  await makeProduct(db, { name: 'Hidden', showInShop: false });
  await makeProduct(db, { name: 'Archived', archivedAt: new Date() });
  await makeProduct(db, { name: 'Exempt', vatRate: null });
});
afterAll(() => shop.close());

describe('shop.listProducts', () => {
  it('lists products shown in the shop, ordered by name', async () => {
    const products = await shop.callerFor(null).shop.listProducts();
    expect(products.map((p) => p.name)).toEqual(['Chilli', 'Exempt', 'Peri-Peri']);
    expect(products[0]?.variants.map((v) => v.weight)).toEqual(['125g', '250g', '500g', '1kg', '2kg']);
  });

  it('computes the VAT-inclusive price on the server', async () => {
    const products = await shop.callerFor(null).shop.listProducts();
    const price = (name: string) => products.find((p) => p.name === name)?.variants.find((v) => v.weight === '250g')?.grossPence;
    expect(price('Peri-Peri')).toBe(1200); // £10.00 net + 20% VAT
    expect(price('Chilli')).toBe(1050); // 5% VAT
    expect(price('Exempt')).toBe(1000); // Exempt adds nothing
  });

  it('never sends trade prices to retail shoppers', async () => {
    const customer = await makeUser(shop.database.db);
    const pending = await makeUser(shop.database.db, { accountType: 'Wholesale', status: 'pending' });
    for (const who of [null, customer, pending]) {
      const products = await shop.callerFor(who).shop.listProducts();
      expect(JSON.stringify(products)).not.toContain('tradeNetPence');
    }
  });

  it('shows an approved wholesaler their tier’s net price', async () => {
    const trade = await makeUser(shop.database.db, { role: 'wholesaler', priceTier: 2 });
    const products = await shop.callerFor(trade).shop.listProducts();
    const variant = products.find((p) => p.name === 'Peri-Peri')?.variants.find((v) => v.weight === '250g');
    expect(variant).toMatchObject({ netPence: 1000, tradeNetPence: 700 });
  });
});
