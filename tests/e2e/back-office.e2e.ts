import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, gotoHydrated, openBrowser, signInViaApi, trpcGet, trpcPost } from './browser';
import { fillFoodInformation } from './food-fields';

type Browser = Awaited<ReturnType<typeof openBrowser>>;

// Unique per run: every e2e file shares one database.
const stamp = Date.now();
const PRODUCT = `Back Office Brisket ${stamp}`;
const CODE = `TENOFF${stamp}`;

let admin: Browser;
let adminPage: Page;
let imageDir: string;
let imagePath: string;

beforeAll(async () => {
  imageDir = mkdtempSync(path.join(tmpdir(), 'back-office-'));
  imagePath = path.join(imageDir, 'brisket.png');
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8b2a39' } })
    .png()
    .toFile(imagePath);
  admin = await openBrowser();
  await signInViaApi(admin.context, DEMO.admin);
  adminPage = await admin.context.newPage();
});

afterAll(async () => {
  await admin?.close();
  rmSync(imageDir, { recursive: true, force: true });
});

/** tRPC over HTTP as the signed-in user of `context` (what the checkout screen does). */
async function call(context: BrowserContext, procedure: string, input: unknown) {
  return trpcPost<unknown>(context, procedure, input);
}

describe('admin back office in Chromium', () => {
  let orderNumber: number;

  it('the admin creates a product with an uploaded image and prices; a signed-out visitor sees it in the shop', async () => {
    const page = adminPage;
    await page.goto('/admin/products');
    await page.getByRole('heading', { name: 'Product Management' }).waitFor();
    await page.getByRole('link', { name: 'Add Product' }).click();
    // The product has its own page; tests/e2e/admin-products.e2e.ts walks it in full.
    const form = page.getByRole('main');
    await page.getByRole('heading', { level: 1, name: 'Add New Product' }).waitFor();
    await form.getByLabel('Product name').fill(PRODUCT);
    await form.getByLabel('Description').fill('Slow-dried brisket, cut thick.');

    // The image uploads as soon as it is chosen, as for a person.
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Add images' }).click();
    await (await chooser).setFiles(imagePath);
    const preview = form.getByRole('img', { name: 'Image 1' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/media\/[A-Za-z0-9-]+\.webp$/);

    const w250 = form.getByRole('group', { name: '250g' });
    await w250.getByLabel('Retail net price (£)').fill('5.00');
    await w250.getByLabel('Tier 1 net price (£)').fill('4.00');
    await w250.getByLabel('Stock').fill('20');
    const food = form.getByRole('region', { name: 'Food information' });
    await food.getByLabel('Ingredients').fill('British beef, salt, vinegar');
    await fillFoodInformation(food);
    await form.getByRole('button', { name: 'Create Product' }).click();
    await page.getByText('Product created successfully!').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Edit Product' }).waitFor();
    await page.getByRole('link', { name: 'Back to Product Management' }).click();
    const row = page.getByRole('row').filter({ hasText: PRODUCT });
    await row.getByText('250g: £5.00').waitFor();
    await row.getByText('250g: 20').waitFor();

    const visitor = await openBrowser();
    try {
      const shop = await visitor.context.newPage();
      await gotoHydrated(shop, '/shop');
      const card = shop.getByRole('article', { name: PRODUCT });
      await card.waitFor();
      // £5.00 net + 20% VAT (the default for a new product).
      await card.getByText('£6.00').waitFor();
      // No alt text was typed for the upload: the storefront's alt is the product's name (altOrName).
      const image = card.getByRole('img', { name: PRODUCT, exact: true });
      expect(await image.getAttribute('src')).toMatch(/^\/media\//);
      await card.getByRole('button', { name: 'Add to Cart' }).waitFor();
      expect(visitor.consoleErrors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('the admin creates a 10% promotion that a customer uses at checkout', async () => {
    const page = adminPage;
    await page.goto('/admin/promotions');
    await page.getByRole('button', { name: 'New Promotion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Promotion' });
    await dialog.getByLabel('Discount Code').fill(CODE.toLowerCase());
    await dialog.getByLabel('Description').fill('Ten percent off, for the back-office test');
    await dialog.getByLabel('Discount Value (%)').fill('10');
    await dialog.getByRole('button', { name: 'Create Promotion' }).click();
    await page.getByText('Promotion created successfully!').waitFor();
    const card = page.getByRole('article', { name: CODE });
    await card.getByText('Discount: 10%').waitFor();

    const customer = await openBrowser();
    try {
      await signInViaApi(customer.context, DEMO.customer);
      const products = await trpcGet<{ id: string; name: string }[]>(customer.context, 'shop.listProducts');
      const product = products.find((p) => p.name === PRODUCT);
      expect(product).toBeDefined();
      await call(customer.context, 'cart.clear', {});
      await call(customer.context, 'cart.add', { productId: product?.id, weight: '250g', moisture: 'wet' });
      await call(customer.context, 'cart.add', { productId: product?.id, weight: '250g', moisture: 'wet' });
      const order = (await call(customer.context, 'order.place', {
        idempotencyKey: `back-office-${stamp}`,
        shipping: { fullName: 'Charlie Customer', address1: '1 Castle Street', city: 'York', postcode: 'YO1 7HH' },
        promotionCode: CODE,
      })) as { number: number };
      orderNumber = order.number;
    } finally {
      await customer.close();
    }

    // The card counts the use: 2 x £6.00 and £3.95 delivery, 10% off each: £1.20 + 40p.
    await page.reload();
    await page.getByRole('button', { name: 'Redemptions: 1 order, £1.60 given' }).click();
    await page
      .getByRole('table', { name: `Orders that used ${CODE}` })
      .getByText(`#${orderNumber}`)
      .waitFor();
  });

  it('the admin marks the order shipped from All Orders and the customer gets the shipping email', async () => {
    const page = adminPage;
    await page.goto('/admin/orders');
    await page.getByRole('textbox', { name: 'Search' }).fill(`#${orderNumber}`);
    await page.getByRole('button', { name: `Open order #${orderNumber}` }).click();
    const drawer = page.getByRole('dialog', { name: `Order #${orderNumber}` });
    // The whole discount: 10% of the goods (£1.20) and of the delivery (40p).
    await drawer.getByText(`${CODE}: £1.60 off`).waitFor();

    // Only the legal next step is offered at each stage.
    expect(await drawer.getByRole('button', { name: 'Mark shipped' }).count()).toBe(0);
    // 'Mark paid' moves money: it asks first.
    await drawer.getByRole('button', { name: 'Mark paid' }).click();
    const ask = page.getByRole('dialog', { name: `Mark order #${orderNumber} paid?` });
    await ask.getByRole('button', { name: 'Mark paid' }).click();
    await page.getByText(`Order #${orderNumber} marked paid.`).waitFor();
    await ask.waitFor({ state: 'detached' });
    await drawer.getByRole('button', { name: 'Mark packed' }).click();
    await page.getByText(`Order #${orderNumber} marked packed.`).waitFor();
    await drawer.getByRole('button', { name: 'Mark shipped' }).click();
    await drawer.getByLabel('Tracking reference (optional)').fill(`RM${stamp}GB`);
    await drawer.getByRole('button', { name: 'Confirm shipped' }).click();
    await page.getByText(`Order #${orderNumber} marked shipped.`).waitFor();
    await drawer.getByRole('button', { name: 'Mark delivered' }).waitFor();
    await drawer.getByText(`Tracking reference RM${stamp}GB`).waitFor();
    expect(admin.consoleErrors).toEqual([]);

    const mailbox = await admin.context.newPage();
    await mailbox.goto('/dev/mailbox');
    const email = mailbox.getByRole('article').filter({
      has: mailbox.getByRole('heading', { name: `Your Royal Biltong order #${orderNumber} has shipped` }),
    });
    await email.getByText(DEMO.customer.email).waitFor();
    await email.getByText(`Your tracking reference is RM${stamp}GB.`).waitFor();
  });
});
