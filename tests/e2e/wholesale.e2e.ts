import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMailboxLink, uniqueEmail } from './accounts-helpers';
import { DEMO, gotoHydrated, openBrowser, signInViaApi } from './browser';

let applicant: Awaited<ReturnType<typeof openBrowser>>;
let admin: Awaited<ReturnType<typeof openBrowser>>;
beforeEach(async () => {
  applicant = await openBrowser();
  admin = await openBrowser();
});
afterEach(async () => {
  await applicant.close();
  await admin.close();
});

const PENDING = 'Could not load wholesale details. Your application might be pending approval.';

/** '£12.34' -> 1234 (the page shows money; the test compares pence). */
function pence(text: string): number {
  const match = /£([\d,]+)\.(\d{2})/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no amount in "${text}"`);
  return Number(match[1].replaceAll(',', '')) * 100 + Number(match[2]);
}

async function dashboardBalance(page: Page): Promise<number> {
  const label = page.getByRole('main').getByText('Account balance', { exact: true });
  const value = label.locator('xpath=following-sibling::*[1]');
  return pence((await value.textContent()) ?? '');
}

describe('wholesale journey in Chromium', () => {
  it('apply -> verify -> pending -> admin approves -> portal, trade prices, order on account, balance grows', async () => {
    const email = uniqueEmail('trade');
    const business = `Kingdom Gym ${Date.now()}`;
    const password = 'a-trade-passphrase-9';

    // 1. The trade applicant applies on /wholesale.
    const page = await applicant.context.newPage();
    await gotoHydrated(page, '/wholesale');
    await page.getByRole('heading', { name: 'Join the Kingdom' }).waitFor();
    const form = page.getByRole('form', { name: 'Wholesale Account Application' });
    await form.getByLabel('Contact full name').fill('Gareth Gym');
    await form.getByLabel('Business name').fill(business);
    await form.getByRole('combobox', { name: 'Company type' }).click();
    await page.getByRole('option', { name: 'Gym' }).click();
    await form.getByLabel('Email').fill(email);
    await form.getByRole('textbox', { name: 'Password' }).fill(password);
    await form.getByLabel('Phone').fill('01632 960555');
    await form.getByLabel('VAT number (optional)').fill('GB123456789');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Wholesale account application submitted! Please check your email to verify your account.').waitFor();
    await page.waitForURL(/\/auth$/);

    // 2. Verifies from the development mailbox, signs in and sees the pending message.
    await openMailboxLink(page, email, /verify-email/);
    await page.waitForURL(/\/(account|auth)/);
    await signInViaApi(applicant.context, { email, password });
    await page.goto('/account');
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    await page.getByText(PENDING).waitFor();

    // 3. The admin finds the application in the table and approves it through the dialog.
    await signInViaApi(admin.context, DEMO.admin);
    const adminPage = await admin.context.newPage();
    await adminPage.goto('/account');
    await adminPage.getByRole('heading', { name: 'Account Management' }).waitFor();
    await adminPage.getByRole('textbox', { name: 'Filter by account name' }).fill(business);
    const row = adminPage.getByRole('row').filter({ hasText: business });
    await row.getByText('pending').waitFor();
    await expect.poll(() => adminPage.getByRole('row').count()).toBe(2);
    await row.getByRole('button', { name: `Actions for ${business}` }).click();
    await adminPage.getByRole('menuitem', { name: 'Approve Account' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Are you sure you want to approve this account?' });
    await dialog.getByText(`This will change the status for ${business}. This action cannot be undone easily.`).waitFor();
    await dialog.getByRole('button', { name: 'Confirm approve' }).click();
    await adminPage.getByText('Account has been approved.').waitFor();
    await row.getByText('approved').waitFor();
    // The status badge has room for its whole word: no 'Appro…' ellipsis in the accounts table.
    const clipped = await row
      .getByText('approved')
      .evaluate((label) => ({ scroll: label.scrollWidth, client: label.clientWidth, text: label.textContent }));
    expect(
      clipped.scroll,
      `the '${clipped.text}' badge is cut: ${clipped.scroll}px of text in ${clipped.client}px`,
    ).toBeLessThanOrEqual(clipped.client);

    // 4. The applicant reloads: the Wholesale Portal, balance £0.00.
    await page.reload();
    await page.getByRole('navigation', { name: 'Wholesale Portal' }).waitFor();
    await page.getByRole('heading', { name: 'Wholesale Dashboard' }).waitFor();
    await page.getByRole('main').getByText('approved').waitFor();
    expect(await dashboardBalance(page)).toBe(0);

    // 5. Trade prices in the shop.
    await gotoHydrated(page, '/shop');
    const card = page.getByRole('article', { name: 'Original' });
    await card.getByText(/Trade price \(ex VAT\): £\d+\.\d{2}/).waitFor();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(/Original .* added to your cart/).waitFor();

    // 6. Checkout on account (the new applicant has no address yet).
    await page.goto('/checkout');
    await page.getByLabel('Address line 1').fill('1 Gym Lane');
    await page.getByLabel('City').fill('Leeds');
    await page.getByLabel('Postcode').fill('LS1 4AP');
    await page.getByRole('radio', { name: 'Pay on account' }).check();
    const placeOrder = page.getByRole('button', { name: /^Place Order - £/ });
    const totalPence = pence((await placeOrder.textContent()) ?? '');
    expect(totalPence).toBeGreaterThan(0);
    await placeOrder.click();
    await page.getByText('Order placed successfully!').waitFor();
    // The account opens with the order's confirmation: on account, it ships without waiting for payment.
    await page.waitForURL(/\/account\?/);
    await page.getByText(/charged to your trade account and we dispatch it straight away/).waitFor();

    // 7. The balance grew by the order total, as one ledger entry.
    await page.getByRole('heading', { name: 'Wholesale Dashboard' }).waitFor();
    await expect.poll(() => dashboardBalance(page)).toBe(totalPence);
    const ledger = page.getByRole('table', { name: 'Recent balance movements' });
    await ledger.getByRole('row').nth(1).waitFor();
    expect(await ledger.getByRole('row').count()).toBe(2);

    expect(applicant.consoleErrors).toEqual([]);
    expect(admin.consoleErrors).toEqual([]);
  });
});
