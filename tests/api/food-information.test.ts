import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema/index';
import { seedDemoData } from '../../server/db/seed';
import { silentLogger } from '../../server/logger';
import { auditCount } from '../support/admin';
import { type MadeUser, makeProduct, makeUser } from '../support/factories';
import { FOOD_FORM } from '../support/food-information';
import { createTestShop, type TestShop } from '../support/test-shop';

// UK food law through the admin API: no product is shown in the shop without its mandatory food information.
let shop: TestShop;
let admin: MadeUser;
beforeAll(async () => {
  shop = await createTestShop();
  await seedDemoData({ db: shop.database.db, logger: silentLogger });
  admin = await makeUser(shop.database.db, { role: 'admin' });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const api = () => shop.callerFor(admin).product;

async function demo(slug: string) {
  const [row] = await db().select().from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`demo product ${slug} not seeded`);
  return row;
}

describe('showing a product in the shop', () => {
  it('every demo product has complete food information', async () => {
    const { rows } = await api().listAdmin({ pageSize: 100 });
    expect(rows.map((p) => p.name).sort()).toEqual(['Biltong Spice', 'Chilli', 'Garlic', 'Original', 'Peri-Peri', 'Smoky BBQ']);
    for (const product of rows) expect(product.missingFood, product.name).toEqual([]);
  });

  it('product.update with showInShop and no salt is refused, naming salt, and changes nothing', async () => {
    const chilli = await demo('chilli');
    const audits = await auditCount(db());
    const update = api().update({ ...FOOD_FORM, id: chilli.id, name: 'Chilli', showInShop: true, saltG: null });
    await expect(update).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Before showing Chilli in the shop add: nutrition (salt).',
    });
    expect(await demo('chilli')).toEqual(chilli);
    expect(await auditCount(db())).toBe(audits);
  });

  it('one message names every missing field, on create too; nothing is created', async () => {
    const before = (await api().listAdmin({ pageSize: 100 })).total;
    await expect(
      api().create({ ...FOOD_FORM, name: 'Half Done', storageConditions: '', energyKcal: '', fatG: null, meatContent: ' ' }),
    ).rejects.toMatchObject({
      message: 'Before showing Half Done in the shop add: nutrition (energy (kcal), fat), storage conditions, meat content.',
    });
    expect((await api().listAdmin({ pageSize: 100 })).total).toBe(before);
  });

  it('a hidden product may be saved incomplete, and shown once complete', async () => {
    const draft = await api().create({ name: 'Draft Flavour', showInShop: false });
    expect(draft.missingFood).toContain('storage conditions');
    await expect(
      api().update({ id: draft.id, name: 'Draft Flavour', showInShop: true, ingredients: 'Beef' }),
    ).rejects.toMatchObject({
      message:
        'Before showing Draft Flavour in the shop add: nutrition (energy (kJ), energy (kcal), fat, saturates, carbohydrate, sugars, protein, salt), storage conditions, beef origin, place of manufacture, meat content.',
    });
    const shown = await api().update({ ...FOOD_FORM, id: draft.id, name: 'Draft Flavour', showInShop: true });
    expect(shown).toMatchObject({ showInShop: true, missingFood: [] });
    expect(shown.food.nutrition).toMatchObject({ saltDg: 42, fatDg: 45, energyKj: 1137 });
  });

  it('a product stored before the rule keeps selling, flagged with what it lacks until completed', async () => {
    const old = await makeProduct(db(), { name: 'Legacy Flavour', ingredients: 'Beef, salt' });
    const listed = (await shop.callerFor(null).shop.listProducts()).map((p) => p.name);
    expect(listed).toContain('Legacy Flavour');
    const [row] = (await api().listAdmin({ filters: { search: 'Legacy Flavour' } })).rows;
    expect(row?.missingFood).toEqual([
      'nutrition (energy (kJ), energy (kcal), fat, saturates, carbohydrate, sugars, protein, salt)',
      'storage conditions',
      'beef origin',
      'place of manufacture',
      'meat content',
    ]);
    const completed = await api().update({ ...FOOD_FORM, id: old.id, name: 'Legacy Flavour' });
    expect(completed.missingFood).toEqual([]);
  });
});
