import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products } from '../../server/db/schema/index';
import { type MadeUser, makeUser } from '../support/factories';
import { FOOD_FORM } from '../support/food-information';
import { type HttpClient, httpClient } from '../support/http';
import { pngImage, uploadProductImage } from '../support/image-upload';
import { createTestShop, type TestShop } from '../support/test-shop';

// Images chosen on the new product's page before its first save are part of the create
// input and become its gallery in the same transaction; none is dropped, none is left half-attached.

let shop: TestShop;
let baseUrl: string;
let uploadDir: string;
let admin: MadeUser;
let adminHttp: HttpClient;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'shop-create-images-'));
  shop = await createTestShop({ uploadDir });
  baseUrl = await shop.listen();
  admin = await makeUser(shop.database.db, { role: 'admin' });
  adminHttp = httpClient(baseUrl);
  expect((await adminHttp.post('/api/auth/sign-in/email', { email: admin.email, password: admin.password })).status).toBe(200);
});
afterAll(async () => {
  await shop.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const api = () => shop.callerFor(admin).product;
const form = (name: string) => ({ ...FOOD_FORM, name, variants: { '250g': { priceNet: 8, stock: 3 } } });

async function uploaded(width: number): Promise<{ id: string; url: string }> {
  const answer = await uploadProductImage(baseUrl, adminHttp.cookie, await pngImage(width, 600), shop.config.baseUrl);
  expect(answer.status).toBe(201);
  return answer.body as { id: string; url: string };
}

const productCount = async () => (await shop.database.db.select({ n: count() }).from(products))[0]?.n;

describe('product.create with the images uploaded before the first save', () => {
  it('attaches every image in the order given, with its alt text, and the first is the card image', async () => {
    const [front, back, side] = [await uploaded(900), await uploaded(700), await uploaded(800)];
    const made = await api().create({
      ...form(`Gallery ${crypto.randomUUID().slice(0, 8)}`),
      images: [
        { imageId: back.id, alt: 'The back label' },
        { imageId: front.id, alt: '' },
        { imageId: side.id, alt: '  Sliced  ' },
      ],
    });
    expect(made.images.map((image) => [image.imageId, image.position, image.alt])).toEqual([
      [back.id, 0, 'The back label'],
      [front.id, 1, ''],
      [side.id, 2, 'Sliced'],
    ]);
    expect(made.imageUrl).toBe(back.url);
    expect(made.images[1]?.displayAlt).toBe(made.name);
    const stored = await shop.database.db.select().from(productImages).where(eq(productImages.productId, made.id));
    expect(stored).toHaveLength(3);
  });

  it('creates a product without images as before', async () => {
    const made = await api().create(form(`Plain ${crypto.randomUUID().slice(0, 8)}`));
    expect(made.images).toEqual([]);
    expect(made.imageUrl).toBeNull();
  });

  it('creates nothing when an image is unknown or given twice (one transaction)', async () => {
    const real = await uploaded(640);
    const before = await productCount();
    await expect(
      api().create({
        ...form('Ghost'),
        images: [
          { imageId: real.id, alt: '' },
          { imageId: crypto.randomUUID(), alt: '' },
        ],
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Image not found. Please upload it again.' });
    await expect(
      api().create({
        ...form('Twice'),
        images: [
          { imageId: real.id, alt: '' },
          { imageId: real.id, alt: '' },
        ],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'The same image was chosen twice.' });
    expect(await productCount()).toBe(before);
  });

  it('refuses hostile image input with field messages', async () => {
    await expect(api().create({ ...form('Bad id'), images: [{ imageId: '../../etc/passwd', alt: '' }] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      api().create({ ...form('Long alt'), images: [{ imageId: crypto.randomUUID(), alt: 'x'.repeat(251) }] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const tooMany = Array.from({ length: 13 }, () => ({ imageId: crypto.randomUUID(), alt: '' }));
    await expect(api().create({ ...form('Too many'), images: tooMany })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
