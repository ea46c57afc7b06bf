import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NET_PRICES, DEMO_PRODUCTS, DEMO_TIER_SHARE } from '../../server/db/demo-data';
import type { Weight } from '../../shared/constants';
import { amountsAfter, pdfText } from '../support/pdf-text';
import { DEMO, openBrowser, signInViaApi, trpcGet } from './browser';

let browser: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  browser = await openBrowser();
  await signInViaApi(browser.context, DEMO.wholesaler);
});
afterAll(() => browser.close());

type Line = { product: string; weight: Weight; quantity: number };
/** Ten lines across four products, two VAT rates (the spice is zero-rated). */
const LINES: Line[] = [
  { product: 'Biltong Spice', weight: '125g', quantity: 2 },
  { product: 'Biltong Spice', weight: '250g', quantity: 1 },
  { product: 'Chilli', weight: '125g', quantity: 6 },
  { product: 'Chilli', weight: '250g', quantity: 4 },
  { product: 'Chilli', weight: '500g', quantity: 2 },
  { product: 'Garlic', weight: '125g', quantity: 3 },
  { product: 'Garlic', weight: '250g', quantity: 2 },
  { product: 'Original', weight: '125g', quantity: 6 },
  { product: 'Original', weight: '250g', quantity: 3 },
  { product: 'Original', weight: '1kg', quantity: 1 },
];

/** The demo wholesaler is on tier 2: the tier price is that share of the retail net price, worked out here. */
function tierPrice(product: string, weight: Weight): number {
  const net = DEMO_PRODUCTS.find((p) => p.name === product)?.netPrices ?? DEMO_NET_PRICES;
  return Math.round(net[weight] * DEMO_TIER_SHARE[2]);
}
const isSpice = (product: string) => product === 'Biltong Spice';
const gbp = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/** The accessible name of the focused element: its aria-label, else its label's text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return (
      el?.getAttribute('aria-label') ??
      (el?.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '') ??
      ''
    ).trim();
  });

async function tabTo(page: Page, name: RegExp, maxPresses = 120): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

async function ordersMine() {
  return trpcGet<{ id: string; number: number }[]>(browser.context, 'order.listMine');
}

const quantityBox = (page: Page, product: string, weight: string) =>
  page.getByRole('textbox', { name: `Quantity of ${product} ${weight}`, exact: true });

describe('quick order in the trade portal, as the demo wholesaler', () => {
  it('10 lines by keyboard -> one order on account; its invoice PDF shows tier prices, VAT per rate and the PO; Reorder refills it; a CSV with a bad line is refused, the corrected one places', async () => {
    const page = await browser.context.newPage();
    await page.goto('/account');
    await page.getByRole('navigation', { name: 'Wholesale Portal' }).getByRole('link', { name: 'Quick order' }).click();
    await page.getByRole('heading', { name: 'Quick order', level: 1 }).waitFor();
    await quantityBox(page, 'Biltong Spice', '125g').waitFor();
    const before = (await ordersMine()).length;

    // Keyboard only: Tab to the first box, then type or Tab down the list (sold-out sizes are passed by).
    await tabTo(page, /^Quantity of Biltong Spice 125g$/);
    const wanted = new Map(LINES.map((l) => [`Quantity of ${l.product} ${l.weight}`, l.quantity]));
    let typed = 0;
    while (typed < LINES.length) {
      const name = await focusedName(page);
      expect(name).toMatch(/^Quantity of /);
      const quantity = wanted.get(name);
      if (quantity !== undefined) {
        await page.keyboard.type(String(quantity));
        typed++;
      }
      if (typed < LINES.length) await page.keyboard.press('Tab');
    }
    await tabTo(page, /^Purchase order number/);
    await page.keyboard.type('PO-E2E-4711');
    // The server's running total arrives on the button; Enter in the form places the order.
    await page.getByRole('button', { name: /^Place order - £/ }).waitFor();
    const totals = page.getByRole('group', { name: 'Order totals' });
    await totals.getByText('VAT at 0%').waitFor();
    await page.keyboard.press('Enter');
    await page.getByText('Order placed successfully!').waitFor();
    await page.waitForURL('**/account/orders');

    const orders = await ordersMine();
    expect(orders).toHaveLength(before + 1);
    const placed = orders[0] as { id: string; number: number };
    const detail = await trpcGet<{ poNumber: string; paymentMethod: string; items: unknown[] }>(
      browser.context,
      'order.getMine',
      {
        id: placed.id,
      },
    );
    expect(detail).toMatchObject({ poNumber: 'PO-E2E-4711', paymentMethod: 'on_account' });
    expect(detail.items).toHaveLength(10);

    // The invoice PDF: each line at the tier net price, the VAT per rate, and the PO number typed.
    const invoices = await trpcGet<{ id: string; orderId: string }[]>(browser.context, 'invoice.listMine');
    const invoice = invoices.find((i) => i.orderId === placed.id);
    const pdf = await browser.context.request.get(`/api/invoices/${invoice?.id}/pdf`);
    expect(pdf.status()).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.body()));
    expect(text).toMatch(/PO number\s+PO-E2E-4711/);
    for (const line of LINES) {
      const unit = tierPrice(line.product, line.weight);
      const row = new RegExp(
        `${line.product} ${line.weight} \\(Mooo!\\)\\s+${line.quantity}\\s+${gbp(unit)}\\s+${isSpice(line.product) ? '0%' : '20%'}\\s+${gbp(unit * line.quantity)}`,
      );
      expect(text).toMatch(row);
    }
    // Goods well over the free-delivery threshold: the VAT summary is the goods alone, VAT per line at 20%.
    const at20 = LINES.filter((l) => !isSpice(l.product)).map((l) => tierPrice(l.product, l.weight) * l.quantity);
    const net20 = at20.reduce((n, x) => n + x, 0);
    const vat20 = at20.reduce((n, x) => n + Math.round(x * 0.2), 0);
    const net0 = LINES.filter((l) => isSpice(l.product)).reduce((n, l) => n + tierPrice(l.product, l.weight) * l.quantity, 0);
    expect(amountsAfter(text, '20%')).toEqual([net20, vat20, net20 + vat20]);
    expect(amountsAfter(text, '0%')).toEqual([net0, 0, net0]);

    // Reorder from Your Orders fills the same lines again, and nothing else.
    await page.getByRole('link', { name: `Reorder order #${placed.number}` }).click();
    await page.getByText(`Filled from order #${placed.number} at today's prices.`).waitFor();
    for (const line of LINES) expect(await quantityBox(page, line.product, line.weight).inputValue()).toBe(String(line.quantity));
    expect(await quantityBox(page, 'Smoky BBQ', '125g').inputValue()).toBe('');

    // A file with one bad line is refused naming that line; nothing is ordered.
    const upload = (text: string) =>
      page.locator('input[type="file"]').setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    const file = ['product,size,quantity', 'Chilli,250g,2', 'original,125g,3', 'Chilli,3kg,1', 'biltong-spice,500g,1'];
    await upload(file.join('\n'));
    await page.getByText('line 4: no size 3kg for Chilli').waitFor();
    expect(await ordersMine()).toHaveLength(before + 1);
    // The reorder's quantities are still there: nothing was filled from the refused file.
    expect(await quantityBox(page, 'Garlic', '125g').inputValue()).toBe('3');

    await upload(file.map((l) => (l === 'Chilli,3kg,1' ? 'Chilli,1kg,1' : l)).join('\n'));
    await page.getByText('Filled from order.csv. Check the quantities, then place the order.').waitFor();
    expect(await quantityBox(page, 'Chilli', '1kg').inputValue()).toBe('1');
    expect(await quantityBox(page, 'Garlic', '125g').inputValue()).toBe('');
    await page.getByRole('button', { name: /^Place order - £/ }).click();
    await page.getByText('Order placed successfully!').first().waitFor();
    await page.waitForURL('**/account/orders');
    const after = await ordersMine();
    expect(after).toHaveLength(before + 2);
    const csvOrder = await trpcGet<{ items: { productName: string; weight: string; quantity: number }[] }>(
      browser.context,
      'order.getMine',
      { id: after[0]?.id },
    );
    expect(csvOrder.items.map((i) => `${i.quantity} ${i.productName} ${i.weight}`).sort()).toEqual(
      ['2 Chilli 250g', '3 Original 125g', '1 Chilli 1kg', '1 Biltong Spice 500g'].sort(),
    );
    expect(browser.consoleErrors).toEqual([]);
  });
});
