import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from '../support/poll';
import { DEMO, openBrowser, signInViaApi, trpcPost } from './browser';
import { fillFoodInformation } from './food-fields';

type Browser = Awaited<ReturnType<typeof openBrowser>>;

// Unique per run: every e2e file shares one database.
const PRODUCT = `Product Page Picanha ${Date.now()}`;

let admin: Browser;
let imageDir: string;
let frontImage: string;
let backImage: string;
/** The product the first test creates (its editor page), for the walk after it. */
let productPage: string | null = null;

async function png(name: string, colour: string) {
  const file = path.join(imageDir, name);
  await sharp({ create: { width: 80, height: 60, channels: 3, background: colour } })
    .png()
    .toFile(file);
  return file;
}

beforeAll(async () => {
  imageDir = mkdtempSync(path.join(tmpdir(), 'admin-products-'));
  frontImage = await png('front.png', '#8b2a39');
  backImage = await png('back.png', '#2a5d8b');
  admin = await openBrowser();
  await signInViaApi(admin.context, DEMO.admin);
});

afterAll(async () => {
  await admin?.close();
  rmSync(imageDir, { recursive: true, force: true });
});

/**
 * Holds image uploads at the network until released, so the page's uploading state (progress
 * bars, saving blocked) can be seen; a local upload of a small PNG is otherwise over at once.
 */
async function holdUploads(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route('**/api/uploads/product-image', async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

describe('product editing on its own page in Chromium', () => {
  it('the admin creates a product with two images on /admin/products/new and a visitor sees it in the shop', async () => {
    const page = await admin.context.newPage();
    await page.goto('/admin/products');
    await page.getByRole('heading', { name: 'Product Management' }).waitFor();
    await page.getByRole('link', { name: 'Add Product' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add New Product' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/products/new');

    const basics = page.getByRole('region', { name: 'Basics' });
    await basics.getByLabel('Product name').fill(PRODUCT);
    await basics.getByLabel('Description').fill('Rump cap, dried slowly over three days.');
    const w250 = page.getByRole('region', { name: 'Prices and stock per size' }).getByRole('group', { name: '250g' });
    await w250.getByLabel('Retail net price (£)').fill('5.00');
    // £5.00 net + 20% VAT (the default for a new product), computed as it is typed.
    expect(await w250.getByRole('textbox', { name: 'Retail price incl. VAT' }).inputValue()).toBe('£6.00');
    await w250.getByLabel('Tier 1 net price (£)').fill('4.00');
    await w250.getByLabel('Stock').fill('20');
    const food = page.getByRole('region', { name: 'Food information' });
    await food.getByLabel('Ingredients').fill('Beef, salt, vinegar, coriander');
    await food.getByRole('checkbox', { name: 'Mustard' }).check();
    await fillFoodInformation(food);
    await page.getByRole('region', { name: 'Shipping dimensions' }).getByLabel('Weight (kg)').fill('0.275');

    // Two images, chosen as a person does; each uploads at once with its own progress bar.
    const uploads = await holdUploads(page);
    const images = page.getByRole('region', { name: 'Images' });
    const chooser = page.waitForEvent('filechooser');
    await images.getByRole('button', { name: 'Add images' }).click();
    await (await chooser).setFiles([frontImage, backImage]);
    // At 0% the bar's filled section has no width, so "attached" (the track and the percentage show).
    await images.getByRole('progressbar', { name: 'Uploading front.png' }).waitFor({ state: 'attached' });
    await images.getByRole('progressbar', { name: 'Uploading back.png' }).waitFor({ state: 'attached' });
    await images
      .getByText(/^Uploading… \d+%$/)
      .nth(1)
      .waitFor();
    await page.getByText('Please wait for the images to finish uploading.').waitFor();
    expect(await page.getByRole('button', { name: 'Create Product' }).isDisabled()).toBe(true);
    await pollUntil('both uploads to reach the server', () => uploads.held() === 2);

    uploads.release();
    const first = images.getByRole('img', { name: 'Image 1' });
    const second = images.getByRole('img', { name: 'Image 2' });
    await first.waitFor();
    await second.waitFor();
    expect(await first.getAttribute('src')).toMatch(/^\/media\/[A-Za-z0-9-]+\.webp$/);
    expect(await second.getAttribute('src')).toMatch(/^\/media\/[A-Za-z0-9-]+\.webp$/);
    const cardImage = await first.getAttribute('src');
    await images.getByLabel('Alt text for image 1').fill('Picanha sliced on a board');

    const create = page.getByRole('button', { name: 'Create Product' });
    expect(await create.isEnabled()).toBe(true);
    await create.click();
    await page.getByText('Product created successfully!').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Edit Product' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/products\/[0-9a-f-]{36}$/);
    expect(await page.getByRole('region', { name: 'Basics' }).getByLabel('Product name').inputValue()).toBe(PRODUCT);
    const slug = await page.getByRole('region', { name: 'Basics' }).getByLabel('Page address').inputValue();
    expect(slug).toMatch(/^product-page-picanha-\d+$/);
    productPage = new URL(page.url()).pathname;

    // Unsaved changes: the router asks before leaving, and the browser before closing the tab.
    await page.getByRole('region', { name: 'Basics' }).getByLabel('Description').fill('Changed, not saved.');
    await page.getByRole('link', { name: 'Back to Product Management' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay on page' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/products\/[0-9a-f-]{36}$/);
    const unloadPrompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const prompt = await unloadPrompt;
    expect(prompt.type()).toBe('beforeunload');
    await prompt.accept();
    expect(admin.consoleErrors).toEqual([]);

    const visitor = await openBrowser();
    try {
      const shop = await visitor.context.newPage();
      await shop.goto('/shop');
      const card = shop.getByRole('article', { name: PRODUCT });
      await card.waitFor();
      await card.getByText('£6.00').waitFor();
      expect(await card.locator('img').first().getAttribute('src')).toBe(cardImage);
      // The product's own page shows both images, in the page's order, with the alt text given.
      await shop.goto(`/shop/${slug}`);
      await shop.getByRole('button', { name: 'Show image 1 of 2: Picanha sliced on a board' }).waitFor();
      await shop.getByRole('button', { name: `Show image 2 of 2: ${PRODUCT}` }).waitFor();
      expect(visitor.consoleErrors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
  it('the back office walk: View shop and back, an expired promotion says Expired, a price change in the audit log in words', async () => {
    if (!productPage) throw new Error('the test above did not create its product');
    const page = await admin.context.newPage();
    await page.goto('/admin');
    await page.getByRole('link', { name: 'View shop' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin');

    // A promotion whose last day has passed.
    const code = `ENDED${Date.now()}`;
    await trpcPost(admin.context, 'promotion.create', {
      code,
      description: 'Summer offer, over',
      discountType: 'fixed',
      discountValue: 2,
      minOrderAmount: 0,
      validUntil: '2026-01-31',
      isActive: true,
    });
    await page.goto('/admin/promotions');
    const promotion = page.getByRole('article').filter({ hasText: code });
    await promotion.getByText('Expired', { exact: true }).waitFor();

    // A price change, then the audit log says who changed what, in words.
    await page.goto(productPage);
    const w250 = page.getByRole('region', { name: 'Prices and stock per size' }).getByRole('group', { name: '250g' });
    await w250.getByLabel('Retail net price (£)').fill('5.50');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await page.getByText('Product updated successfully!').waitFor();
    await page.goto('/account');
    await page.getByRole('tab', { name: 'Activity' }).click();
    const change = page.getByRole('row').filter({ hasText: '250g price: £5.00 → £5.50' });
    await change.getByText('Ada Admin').waitFor();
    await change.getByText(DEMO.admin.email).waitFor();
    expect(admin.consoleErrors).toEqual([]);
  });
});
