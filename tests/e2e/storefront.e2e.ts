import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, gotoHydrated, openBrowser, signInViaApi, trpcPost } from './browser';

let browser: Awaited<ReturnType<typeof openBrowser>>;
beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(async () => {
  await browser.close();
});

/** Starts from an empty server cart for the demo customer, whatever an earlier visit left in it. */
async function emptyDemoCustomerCart() {
  const { context } = browser;
  await signInViaApi(context, DEMO.customer);
  await trpcPost(context, 'cart.clear', {});
  await context.clearCookies();
}

describe('storefront in Chromium', () => {
  it('guest cart -> reload -> sign in (merged) -> WELCOME10 -> order -> Your Orders -> invoice PDF', async () => {
    await emptyDemoCustomerCart();
    const page = await browser.context.newPage();

    // A guest picks 250g Chilli, 'Sweet Spot', and adds two.
    await gotoHydrated(page, '/shop');
    const chilli = page.getByRole('article', { name: 'Chilli' });
    await chilli.getByRole('radio', { name: '250g' }).click();
    await chilli.getByRole('radio', { name: /^Sweet Spot/ }).click();
    await chilli.getByRole('button', { name: 'Add to Cart' }).click();
    await chilli.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Open shopping cart (2 items)' }).waitFor();

    // The guest cart survives a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Open shopping cart (2 items)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    const line = drawer.getByRole('listitem', { name: 'Chilli 250g' });
    await line.getByText('250g · Sweet Spot · £11.99 each').waitFor();
    await drawer.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');

    // Placing the order needs sign-in: the login form brings the shopper back with the cart merged.
    // £23.98 of goods is under the £40 free-delivery threshold: Tracked 48 adds £3.95.
    await page.getByRole('button', { name: 'Place Order - £27.93' }).click();
    await page.getByText('Please log in to complete your order').waitFor();
    await page.waitForURL('**/auth?redirect=%2Fcheckout');
    const login = page.getByRole('tabpanel', { name: 'Login' });
    await login.getByLabel('Email').fill(DEMO.customer.email);
    await login.getByRole('textbox', { name: 'Password' }).fill(DEMO.customer.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/checkout');
    const summary = page.getByRole('table', { name: 'Order summary' });
    await summary.getByRole('status', { name: 'Quantity of Chilli 250g' }).filter({ hasText: '2' }).waitFor();
    expect(await summary.getByText('Sweet Spot').count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('royal-biltong:cart:v1'))).toBeNull();

    // The promotion code takes 10% off every line, delivery included: £23.98 - £2.40 + £3.95 - 40p.
    await page.getByRole('textbox', { name: 'Promotion code' }).fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Discount (WELCOME10)').waitFor();
    expect(await page.getByRole('textbox', { name: /^Full name/ }).inputValue()).toBe('Charlie Customer');
    await page.getByRole('button', { name: 'Place Order - £25.13' }).click();
    await page.getByText('Order placed successfully!').waitFor();
    // The account's Orders tab, with the order's bank details at the top.
    await page.waitForURL(/\/account\?tab=orders&placed=/);
    const placed = page.getByRole('region', { name: /^Thank you, order #\d+ is placed$/ });
    await placed.getByText('Total: £25.13').waitFor();
    await placed.getByText(/sort code .* quoting reference /).waitFor();
    expect(await page.getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Open shopping cart (0 items)' }).waitFor();

    // The order is under Your Orders (newest first), with its detail.
    await page.goto('/account/orders');
    await page.getByRole('heading', { name: 'Your Orders' }).waitFor();
    const newest = page.getByRole('table', { name: 'Your orders' }).getByRole('row').nth(1);
    await newest.getByText('£25.13').waitFor();
    await newest.getByText('awaiting payment').waitFor();
    await newest.getByRole('button', { name: /^View order #/ }).click();
    const detail = page.getByRole('dialog', { name: /^Order #/ });
    await detail.getByText('Discount (WELCOME10)').waitFor();
    await detail.getByText('250g · Sweet Spot').waitFor();
    await page.keyboard.press('Escape');

    // Its invoice downloads as a real PDF.
    await page.goto('/account/invoices');
    const invoice = page.getByRole('table', { name: 'Your invoices' }).getByRole('row').nth(1);
    await invoice.getByText('£25.13').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      invoice.getByRole('link', { name: /^Download invoice/ }).click(),
    ]);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(download.suggestedFilename()).toMatch(/^invoice-RB-\d{6}\.pdf$/);

    expect(browser.consoleErrors).toEqual([]);
  });

  it('Add to Cart signed in costs one request per click: the answer carries the whole cart', async () => {
    const { context } = browser;
    await signInViaApi(context, DEMO.customer);
    await trpcPost(context, 'cart.clear', {});
    const page = await context.newPage();
    // The account's cart is read once the session is known, after hydration: wait for that read.
    const cartRead = page.waitForResponse((response) => new URL(response.url()).pathname.includes('cart.get'));
    await gotoHydrated(page, '/shop');
    await cartRead;
    await page.getByRole('button', { name: 'Open shopping cart (0 items)' }).waitFor();

    const requests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) requests.push(`${request.method()} ${pathname}`);
    });
    const chilli = page.getByRole('article', { name: 'Chilli' });
    await chilli.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Open shopping cart (1 item)' }).waitFor();
    await chilli.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Open shopping cart (2 items)' }).waitFor();
    expect(requests).toEqual(['POST /api/trpc/cart.add', 'POST /api/trpc/cart.add']);

    // The drawer shows the line from the same answer, without asking for the cart or a quote again
    // (the router may preload the product page its line links to).
    await page.getByRole('button', { name: 'Open shopping cart (2 items)' }).click();
    await page
      .getByRole('dialog', { name: 'Shopping Cart' })
      .getByRole('listitem', { name: /^Chilli / })
      .waitFor();
    expect(requests.filter((request) => /\/(cart|order)\./.test(request))).toEqual([
      'POST /api/trpc/cart.add',
      'POST /api/trpc/cart.add',
    ]);
    await trpcPost(context, 'cart.clear', {});
  });

  it('shop card -> product page (allergens bold, pickers, Add to Cart, You may also like); unknown slug is a 404', async () => {
    const page = await browser.context.newPage();
    await gotoHydrated(page, '/shop');
    await page
      .getByRole('article', { name: 'Smoky BBQ', exact: true })
      .getByRole('link', { name: 'Smoky BBQ', exact: true })
      .click();
    await page.waitForURL('**/shop/smoky-bbq');
    const product = page.getByRole('article', { name: 'Smoky BBQ', exact: true });
    await product.getByRole('heading', { level: 1, name: 'Smoky BBQ' }).waitFor();
    const bold = await product.getByTestId('ingredients').locator('strong').allTextContents();
    expect(bold).toEqual(['Ingredients: ', 'sulphites', 'mustard']);
    await product.getByRole('radio', { name: '500g' }).click();
    await product.getByText('£22.99').waitFor();
    await product.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Open shopping cart (1 item)' }).waitFor();
    expect(await page.getByRole('region', { name: 'You may also like' }).getByRole('article').count()).toBe(3);

    // Loaded directly (not through the shop), the page answers 200 and renders the same.
    const direct = await page.goto('/shop/smoky-bbq');
    expect(direct?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Smoky BBQ' }).waitFor();

    const missing = await page.goto('/shop/no-such-biltong');
    expect(missing?.status()).toBe(404);
    await page.getByText('Oops! Page not found').waitFor();

    // An address the app has no page for: 404 from the server, and the app's own Not Found page in the browser.
    const unknown = await page.goto('/no-such-page/at-all');
    expect(unknown?.status()).toBe(404);
    await page.getByText('Oops! Page not found').waitFor();
  });
});
