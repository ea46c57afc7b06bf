import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { silentLogger } from '../../server/logger';
import { type RunningShop, startShop } from '../../server/server';
import { freePort } from '../support/child-server';
import { startStripeServer } from '../support/stripe-server';
import { stripeStandIn } from '../support/stripe-stand-in';
import { DEMO, openBrowser, signInViaApi, trpcGet, trpcPost } from './browser';

// A shop of its own with Stripe keys, its SDK pointed (STRIPE_API_URL) at a local Stripe double over
// HTTP; the browser gets a stand-in for Stripe.js (see stripe-stand-in.ts), since Stripe.js cannot load offline.
let stripe: Awaited<ReturnType<typeof startStripeServer>>;
let shop: RunningShop;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let dataDir: string;
const WEBHOOK_SECRET = 'whsec_e2e_card_checkout';
type PaidOrder = { id: string; number: number; status: string; paymentMethod: string };
let paid: PaidOrder | null = null;

beforeAll(async () => {
  stripe = await startStripeServer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-card-e2e-'));
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    RATE_LIMIT: 'off',
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  shop = await startShop({
    config,
    target: { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    logger: silentLogger,
    runJobs: false,
  });
  stripe.sendWebhooksTo({ url: shop.url, secret: WEBHOOK_SECRET });
  browser = await openBrowser({ baseURL: shop.url });
  await browser.context.addInitScript({ content: stripeStandIn(stripe.url) });
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await stripe?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('card checkout in Chromium', () => {
  it('places the order, pays with the Payment Element (a decline first), and the thank-you page shows it paid', async () => {
    await signInViaApi(browser.context, DEMO.customer, shop.url);
    const products = await trpcGet<{ id: string; name: string }[]>(browser.context, 'shop.listProducts');
    const original = products.find((p) => p.name === 'Original');
    await trpcPost(browser.context, 'cart.add', { productId: original?.id, weight: '250g', moisture: 'wet' }, shop.url);

    const page = await browser.context.newPage();
    await page.goto('/checkout');
    await page.getByRole('radio', { name: 'Pay by card' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Pay by card' }).isChecked()).toBe(true);
    for (const [label, value] of [
      [/Full name/, 'Carla Card'],
      [/Address line 1/, '4 Chip Lane'],
      [/^City/, 'Pinsford'],
      [/Postcode/, 'LS1 4AP'],
    ] as const) {
      await page.getByLabel(label).fill(value);
    }
    await page.getByRole('button', { name: /Place Order - / }).click();
    await page.waitForURL('**/pay/**').catch(async (error) => {
      throw new Error(`${String(error)}\n${(await page.locator('body').innerText()).slice(0, 1500)}`);
    });
    const card = page.getByLabel('Test card number');
    await card.waitFor();

    await card.fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();

    await card.fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await page.waitForURL('**/order-complete/**');
    await page.getByText(/Thank you! Order #\d+ is paid\./).waitFor({ timeout: 15_000 });

    const orders = await trpcGet<PaidOrder[]>(browser.context, 'order.listMine');
    expect(orders[0]).toMatchObject({ status: 'paid', paymentMethod: 'card' });
    paid = orders[0] ?? null;
    expect(browser.consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
  });

  it("the admin refunds it in full after confirming; Stripe's charge.refunded makes the order refunded", async () => {
    if (!paid) throw new Error('the checkout test above did not leave a paid order');
    const order = paid;
    await signInViaApi(browser.context, DEMO.admin, shop.url);
    const page = await browser.context.newPage();
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: `Open order #${order.number}` }).click();
    const drawer = page.getByRole('dialog', { name: `Order #${order.number}` });
    await drawer.getByRole('button', { name: 'Refund', exact: true }).click();
    await drawer.getByRole('radio', { name: /^Full refund/ }).check();
    await drawer.getByRole('button', { name: 'Refund…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Refund this payment?' });
    await confirm.getByText(/goes back to the customer's card ending 4242 through Stripe/).waitFor();
    await confirm.getByRole('button', { name: /^Refund £/ }).click();
    await page.getByText(/^Refund of £[\d.]+ sent to Stripe\.$/).waitFor();

    // The webhook, not the button, changes the order.
    await expect
      .poll(async () => (await trpcGet<{ status: string }>(browser.context, 'adminOrders.get', { id: order.id })).status)
      .toBe('refunded');
    const refunds = stripe.double.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(browser.consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
  });
});
