import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, openBrowser, signInViaApi } from './browser';

let browser: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  browser = await openBrowser();
  await signInViaApi(browser.context, DEMO.wholesaler);
});
afterAll(() => browser.close());

describe('standing orders and statements in the trade portal, as the demo wholesaler', () => {
  it('a quick order becomes a standing order every 2 weeks; its next order is skipped, then it is cancelled; statements have a page', async () => {
    const page = await browser.context.newPage();
    await page.goto('/account/quick-order');
    const chilli = page.getByRole('textbox', { name: 'Quantity of Chilli 250g', exact: true });
    await chilli.fill('3');
    await page.getByRole('button', { name: 'Make it a standing order' }).click();
    const dialog = page.getByRole('dialog', { name: 'New standing order' });
    await dialog.getByRole('combobox', { name: /^How often/ }).click();
    await page.getByRole('option', { name: 'Every 2 weeks' }).click();
    await dialog.getByRole('button', { name: 'Save standing order' }).click();

    await page.getByRole('heading', { name: 'Standing orders', level: 1 }).waitFor();
    const card = page.getByRole('article', { name: 'Standing order: Every 2 weeks' }).first();
    await card.getByText('3 × Chilli 250g').waitFor();
    const nextBefore = await card.getByText(/^Next order: /).textContent();
    await card.getByRole('button', { name: 'Skip next order' }).click();
    await page.getByText('The next order is skipped.').waitFor();
    await expect.poll(() => card.getByText(/^Next order: /).textContent()).not.toBe(nextBefore);

    page.once('dialog', (d) => void d.accept());
    await card.getByRole('button', { name: 'Cancel standing order' }).click();
    await card.getByText('Cancelled').waitFor();
    expect(await card.getByRole('button', { name: 'Skip next order' }).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Wholesale Portal' }).getByRole('link', { name: 'Statements' }).click();
    await page.getByRole('heading', { name: 'Statements', level: 1 }).waitFor();
    await page
      .getByRole('link', { name: /^Download .* statement$/ })
      .or(page.getByText('No statements yet. A statement is ready when a month with account activity ends.'))
      .first()
      .waitFor();
    await page.close();
  });
});
