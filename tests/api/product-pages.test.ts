import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../server/db/schema/index';
import { SLUG_TAKEN_MESSAGE } from '../../server/modules/product/slugs';
import { SLUG_FORMAT_MESSAGE, slugify, uniqueSlug } from '../../shared/slug';
import { issuesOf } from '../support/admin';
import { type MadeUser, makeProduct, makeUser } from '../support/factories';
import { FOOD_FORM } from '../support/food-information';
import { type HttpClient, httpClient } from '../support/http';
import { pngImage, uploadProductImage } from '../support/image-upload';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let baseUrl: string;
let uploadDir: string;
let admin: MadeUser;
let adminHttp: HttpClient;
let customer: MadeUser;
let trade: MadeUser;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'shop-product-pages-'));
  shop = await createTestShop({ uploadDir });
  baseUrl = await shop.listen();
  admin = await makeUser(shop.database.db, { role: 'admin' });
  customer = await makeUser(shop.database.db);
  trade = await makeUser(shop.database.db, { role: 'wholesaler', status: 'approved', priceTier: 2 });
  adminHttp = httpClient(baseUrl);
  expect((await adminHttp.post('/api/auth/sign-in/email', { email: admin.email, password: admin.password })).status).toBe(200);
});
afterAll(async () => {
  await shop.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const api = () => shop.callerFor(admin).product;
const form = (name: string, extra: Record<string, unknown> = {}) => ({
  ...FOOD_FORM,
  name,
  variants: { '250g': { priceNet: 8, tier2PriceNet: 6, stock: 3 } },
  ...extra,
});
const unique = () => crypto.randomUUID().slice(0, 8);

async function uploaded(): Promise<string> {
  const answer = await uploadProductImage(baseUrl, adminHttp.cookie, await pngImage(900, 600), shop.config.baseUrl);
  expect(answer.status).toBe(201);
  return (answer.body as { id: string }).id;
}

describe('slugs', () => {
  it('makes lowercase ASCII hyphenated slugs and numbers duplicates', () => {
    expect(slugify('Chilli & Garlic Biltong (Extra Hot!)')).toBe('chilli-and-garlic-biltong-extra-hot');
    expect(slugify('  Crème Brûlée —  Spéciale  ')).toBe('creme-brulee-speciale');
    expect(slugify('!!!')).toBe('product');
    expect(slugify('<script>alert(1)</script>')).toBe('script-alert-1-script');
    expect(slugify('a'.repeat(200))).toHaveLength(80);
    expect(uniqueSlug('chilli', new Set())).toBe('chilli');
    expect(uniqueSlug('chilli', new Set(['chilli', 'chilli-2', 'chilli-4']))).toBe('chilli-3');
  });

  it('generates a slug from the name on create, de-duplicated with -2, -3', async () => {
    const name = `Smoky Hot ${unique()}`;
    const first = await api().create(form(name));
    const second = await api().create(form(name));
    const third = await api().create(form(`${name}!`));
    expect([first.slug, second.slug, third.slug]).toEqual([slugify(name), `${slugify(name)}-2`, `${slugify(name)}-3`]);
  });

  it('accepts an admin slug, refuses a bad format or a taken one with a clear message', async () => {
    const slug = `house-${unique()}`;
    const made = await api().create(form('House Blend', { slug }));
    expect(made.slug).toBe(slug);
    for (const bad of ['House Blend', 'house_blend', '-house', 'house--blend', 'café', '../etc']) {
      expect(await issuesOf(api().create(form('Bad', { slug: bad })))).toEqual([`slug: ${SLUG_FORMAT_MESSAGE}`]);
    }
    await expect(api().create(form('Other', { slug }))).rejects.toMatchObject({ code: 'CONFLICT', message: SLUG_TAKEN_MESSAGE });
    const other = await api().create(form('Other'));
    await expect(api().update({ ...form('Other'), id: other.id, slug })).rejects.toMatchObject({ message: SLUG_TAKEN_MESSAGE });
  });

  it('keeps the slug on rename, and on a slug change answers the old address with 301 (also refusing it to others)', async () => {
    const old = `biltong-${unique()}`;
    const made = await api().create(form('Renamed Biltong', { slug: old }));
    const renamed = await api().update({ ...form('A Wholly New Name'), id: made.id });
    expect(renamed.slug).toBe(old);

    const fresh = `${old}-new`;
    await api().update({ ...form('A Wholly New Name'), id: made.id, slug: fresh });
    const moved = await fetch(`${baseUrl}/shop/${old}?utm_source=mail`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/shop/${fresh}?utm_source=mail`);
    expect((await shop.callerFor(null).shop.productBySlug({ slug: fresh })).id).toBe(made.id);
    await expect(shop.callerFor(null).shop.productBySlug({ slug: old })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Another product may not take the old address: its links still lead to this product.
    await expect(api().create(form('Thief', { slug: old }))).rejects.toMatchObject({ message: SLUG_TAKEN_MESSAGE });
    // The product itself may take it back; then the new one redirects instead.
    await api().update({ ...form('A Wholly New Name'), id: made.id, slug: old });
    expect((await fetch(`${baseUrl}/shop/${old}`, { redirect: 'manual' })).status).not.toBe(301);
    const back = await fetch(`${baseUrl}/shop/${fresh}`, { redirect: 'manual' });
    expect([back.status, back.headers.get('location')]).toEqual([301, `/shop/${old}`]);
    const audit = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, made.id), eq(auditLog.action, 'product.update')));
    expect(audit).toHaveLength(3);
  });

  it('answers 404 for an unknown slug, a hidden product and an old slug of a hidden product', async () => {
    expect((await fetch(`${baseUrl}/shop/no-such-product-${unique()}`, { redirect: 'manual' })).status).toBe(404);
    const hidden = await makeProduct(shop.database.db, { showInShop: false });
    expect((await fetch(`${baseUrl}/shop/${hidden.slug}`, { redirect: 'manual' })).status).toBe(404);
    await expect(shop.callerFor(null).shop.productBySlug({ slug: hidden.slug })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const made = await api().create(form('Soon Hidden', { slug: `soon-hidden-${unique()}` }));
    await api().update({ ...form('Soon Hidden', { showInShop: false }), id: made.id, slug: `${made.slug}-x` });
    expect((await fetch(`${baseUrl}/shop/${made.slug}`, { redirect: 'manual' })).status).toBe(404);
    for (const hostile of ['%00', '..%2F..%2Fetc', `${'a'.repeat(300)}`, '%3Cscript%3E']) {
      expect((await fetch(`${baseUrl}/shop/${hostile}`, { redirect: 'manual' })).status).toBe(404);
    }
  });

  it('productBySlug answers the product as listProducts does, at the viewer’s tier', async () => {
    const made = await api().create(form('Tier Priced', { slug: `tier-priced-${unique()}` }));
    for (const who of [null, customer, trade]) {
      const caller = shop.callerFor(who);
      const listed = (await caller.shop.listProducts()).find((p) => p.id === made.id);
      expect(await caller.shop.productBySlug({ slug: made.slug })).toEqual(listed);
    }
    const traded = await shop.callerFor(trade).shop.productBySlug({ slug: made.slug });
    expect(traded.variants.find((v) => v.weight === '250g')?.tradeNetPence).toBe(600);
    const retail = await shop.callerFor(null).shop.productBySlug({ slug: made.slug });
    expect(retail.variants.find((v) => v.weight === '250g')).not.toHaveProperty('tradeNetPence');
  });

  it('backfills slugs for existing products in the migration', async () => {
    const rows = await shop.database.db.select({ slug: products.slug }).from(products);
    expect(rows.every((row) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(row.slug))).toBe(true);
  });
});

describe('product images', () => {
  it('attaches uploads in order with alt text, reorders, changes alt and removes; the first is the card image', async () => {
    const made = await api().create(form('Gallery Biltong', { slug: `gallery-${unique()}` }));
    const [a, b, c] = [await uploaded(), await uploaded(), await uploaded()];
    const attached = await api().attachImages({
      productId: made.id,
      images: [
        { imageId: a, alt: 'Front of the bag' },
        { imageId: b, alt: '' },
      ],
    });
    expect(attached.images.map((i) => [i.imageId, i.position, i.alt, i.displayAlt])).toEqual([
      [a, 0, 'Front of the bag', 'Front of the bag'],
      [b, 1, '', 'Gallery Biltong'],
    ]);
    expect(attached.imageUrl).toBe(`/media/${a}-800.webp`);
    // A 900 px original: the "1200" rendition is not upscaled, so it is listed at its real width.
    expect(attached.images[0]?.avifSrcset).toBe(
      `/media/${a}-400.avif 400w, /media/${a}-800.avif 800w, /media/${a}-1200.avif 900w`,
    );
    expect(attached.images[0]?.webpSrcset).toContain(`/media/${a}-400.webp 400w`);
    expect([attached.images[0]?.width, attached.images[0]?.height]).toEqual([800, 533]);

    const withThird = await api().attachImages({ productId: made.id, images: [{ imageId: c, alt: 'Sliced' }] });
    const ids = withThird.images.map((i) => i.id);
    const reordered = await api().reorderImages({ productId: made.id, imageIds: [ids[2], ids[0], ids[1]] as string[] });
    expect(reordered.images.map((i) => i.imageId)).toEqual([c, a, b]);
    expect(reordered.imageUrl).toBe(`/media/${c}-800.webp`);

    const shown = await shop.callerFor(null).shop.productBySlug({ slug: made.slug });
    expect(shown.images.map((i) => i.alt)).toEqual(['Sliced', 'Front of the bag', 'Gallery Biltong']);
    expect(shown.imageUrl).toBe(`/media/${c}-800.webp`);

    const realt = await api().updateImageAlt({ productId: made.id, id: ids[1] as string, alt: '  Back of the bag ' });
    expect(realt.images.find((i) => i.id === ids[1])?.alt).toBe('Back of the bag');

    const removed = await api().removeImage({ productId: made.id, id: ids[2] as string });
    expect(removed.images.map((i) => [i.imageId, i.position])).toEqual([
      [a, 0],
      [b, 1],
    ]);
    expect(removed.imageUrl).toBe(`/media/${a}-800.webp`);
    await api().removeImage({ productId: made.id, id: ids[0] as string });
    const empty = await api().removeImage({ productId: made.id, id: ids[1] as string });
    expect([empty.images, empty.imageUrl]).toEqual([[], null]);

    const actions = await shop.database.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.targetId, made.id));
    expect(actions.map((row) => row.action).filter((action) => action.startsWith('product.images'))).toEqual([
      'product.images.attach',
      'product.images.attach',
      'product.images.reorder',
      'product.images.alt',
      'product.images.remove',
      'product.images.remove',
      'product.images.remove',
    ]);
    expect(actions.every((row) => row.actor === admin.id)).toBe(true);
  });

  it('refuses unknown uploads, duplicates, stale reorders and other products’ images', async () => {
    const made = await api().create(form('Strict Gallery', { slug: `strict-${unique()}` }));
    const other = await api().create(form('Other Gallery', { slug: `other-${unique()}` }));
    const a = await uploaded();
    await expect(
      api().attachImages({ productId: made.id, images: [{ imageId: crypto.randomUUID(), alt: '' }] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Image not found. Please upload it again.' });
    await expect(
      api().attachImages({
        productId: made.id,
        images: [
          { imageId: a, alt: '' },
          { imageId: a, alt: '' },
        ],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const one = await api().attachImages({ productId: made.id, images: [{ imageId: a, alt: 'x' }] });
    await expect(api().attachImages({ productId: made.id, images: [{ imageId: a, alt: '' }] })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const galleryId = one.images[0]?.id as string;
    await expect(api().reorderImages({ productId: made.id, imageIds: [galleryId, galleryId] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(api().reorderImages({ productId: made.id, imageIds: [crypto.randomUUID()] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(api().removeImage({ productId: other.id, id: galleryId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api().updateImageAlt({ productId: other.id, id: galleryId, alt: 'hijack' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await issuesOf(api().updateImageAlt({ productId: made.id, id: galleryId, alt: 'x'.repeat(251) }))).toEqual([
      'alt: Alt text must be at most 250 characters',
    ]);
    expect((await api().get({ id: made.id })).images.map((i) => i.alt)).toEqual(['x']);
  });

  it('is for admins only', async () => {
    const made = await api().create(form('Admin Only', { slug: `admin-only-${unique()}` }));
    const a = await uploaded();
    for (const who of [null, customer, trade]) {
      const caller = shop.callerFor(who).product;
      await expect(caller.attachImages({ productId: made.id, images: [{ imageId: a, alt: '' }] })).rejects.toMatchObject({
        code: who ? 'FORBIDDEN' : 'UNAUTHORIZED',
      });
      await expect(caller.reorderImages({ productId: made.id, imageIds: [a] })).rejects.toBeTruthy();
      await expect(caller.removeImage({ productId: made.id, id: a })).rejects.toBeTruthy();
    }
    expect((await api().get({ id: made.id })).images).toEqual([]);
  });
});
