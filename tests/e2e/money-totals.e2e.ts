import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountAfter, amountsAfter, pdfText } from '../support/pdf-text';
import { openMailboxLink, signUpViaApi, uniqueEmail } from './accounts-helpers';
import { gotoHydrated, openBrowser, signInViaApi, trpcGet, trpcPost } from './browser';

let browser: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** Every £ amount in a block of text, in order, as pence. */
const amounts = (text: string) =>
  [...text.matchAll(/£([\d,]+\.\d\d)/g)].map((m) => Math.round(Number(m[1]?.replace(/,/g, '')) * 100));
const textOf = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ');

describe('one basket, the same pennies everywhere', () => {
  it('drawer, checkout, the account order and the email agree on subtotal, delivery, total and VAT', async () => {
    const who = { email: uniqueEmail('pennies'), password: 'same-pennies-biltong', fullName: 'Penny Counter' };
    const setup = await browser.context.newPage();
    await signUpViaApi(browser.context, who);
    await openMailboxLink(setup, who.email, /verify-email/);
    await signInViaApi(browser.context, who);
    const products = await trpcGet<{ id: string; name: string }[]>(browser.context, 'shop.listProducts');
    const original = products.find((p) => p.name === 'Original');
    await trpcPost(browser.context, 'cart.add', { productId: original?.id, weight: '125g', moisture: 'wet' });
    await setup.close();

    // Original 125g is £5.99 (VAT £1.00); under £40 it pays Tracked 48 £3.95 (VAT 66p): £9.94, VAT £1.66.
    const page = await browser.context.newPage();
    await gotoHydrated(page, '/shop');
    await page.getByRole('button', { name: /Open shopping cart/ }).click();
    const drawer = await textOf(page.getByTestId('cart-totals'));
    expect(drawer).toContain('Delivery');
    expect(amounts(drawer)).toEqual([599, 395, 994, 166]);

    await page.goto('/checkout');
    const checkout = await textOf(page.getByTestId('checkout-totals'));
    expect(checkout).toContain('Delivery');
    expect(amounts(checkout)).toEqual([599, 395, 994, 166]);
    for (const [label, value] of [
      [/Full name/, who.fullName],
      [/Address line 1/, '1 Penny Lane'],
      [/^City/, 'Liverpool'],
      [/Postcode/, 'L18 1DE'],
    ] as const) {
      await page.getByRole('textbox', { name: label }).fill(value);
    }
    await page.getByRole('button', { name: 'Place Order - £9.94' }).click();
    await page.getByText('Order placed successfully!').waitFor();

    await page.goto('/account/orders');
    await page
      .getByRole('button', { name: /View order #/ })
      .first()
      .click();
    const order = await textOf(page.getByTestId('order-totals'));
    expect(order).toContain('Delivery (Tracked 48)');
    expect(amounts(order)).toEqual([599, 395, 994, 166]);

    await page.goto('/dev/mailbox');
    const mail = await textOf(
      page
        .getByRole('article')
        .filter({ hasText: `To ${who.email}` })
        .filter({ hasText: 'Your Royal Biltong order' })
        .first(),
    );
    expect(amounts(mail.slice(mail.indexOf('Subtotal'))).slice(0, 4)).toEqual([599, 395, 994, 166]);
    expect(mail).toContain('Delivery (Tracked 48)');

    // The invoice PDF, read as text (poppler's pdftotext).
    const invoices = await trpcGet<{ id: string }[]>(browser.context, 'invoice.listMine');
    const pdf = await browser.context.request.get(`/api/invoices/${invoices[0]?.id}/pdf`);
    const text = await pdfText(new Uint8Array(await pdf.body()));
    expect(amountAfter(text, 'Subtotal (incl. VAT)')).toBe(599);
    expect(amountAfter(text, 'Delivery (Tracked 48)')).toBe(395);
    expect(amountAfter(text, 'Total payable')).toBe(994);
    expect(amountsAfter(text, 'Total')[1]).toBe(166); // VAT summary: net, VAT, gross
  });
});
