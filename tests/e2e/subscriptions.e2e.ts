import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentDate } from '../../shared/dates';
import { shopToday } from '../../shared/promotions';
import { addMonths, nextDeliveryAfter } from '../../shared/subscriptions';
import { gotoHydrated, openBrowser } from './browser';

let browser: Awaited<ReturnType<typeof openBrowser>>;
beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(async () => {
  await browser.close();
});

describe('Subscribe & Save in Chromium', () => {
  it('a size and frequency picked on the server-rendered page before its script runs count once it does', async () => {
    const page = await browser.context.newPage();
    // Hold the entry script back, as a slow phone does, while the visitor picks.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await released;
      await route.continue();
    });
    // Not 'domcontentloaded': that waits for module scripts, which are held.
    await page.goto('/subscriptions', { waitUntil: 'commit' });
    const knight = page.getByRole('article', { name: 'The Knight' });
    await knight.waitFor();
    await knight.getByText('500g', { exact: true }).click();
    // Monthly is the default: a choice away from it shows it was carried over.
    await knight.getByLabel('Delivery frequency').selectOption('Quarterly');
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);

    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await knight.getByText('£37.96/quarter').waitFor();
    expect(await knight.getByRole('radio', { name: '500g' }).isChecked()).toBe(true);
  });

  it('a visitor subscribes to The Knight while signing up, verifies, logs in, sees it on /account and skips a delivery', async () => {
    const page = await browser.context.newPage();
    const email = `subscriber-${Date.now()}@example.com`;
    const password = 'a-very-good-passphrase';

    await gotoHydrated(page, '/subscriptions');
    const knight = page.getByRole('article', { name: 'The Knight' });
    // The segmented control's radios are visually hidden behind their labels, which a person clicks.
    await knight.getByText('500g', { exact: true }).click();
    expect(await knight.getByRole('radio', { name: '500g' }).isChecked()).toBe(true);
    await knight.getByLabel('Delivery frequency').selectOption('Monthly');
    await knight.getByText('£37.96/month').waitFor();
    // Two 500g bags bought one-off are 2 x £22.99 in the demo catalogue.
    await knight.getByText('Save £8.02 a month on buying the same bags').waitFor();
    await knight.getByRole('button', { name: /Subscribe Now/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Customise The Knight' });
    const bag1 = dialog.getByRole('group', { name: 'Bag 1' });
    await bag1.getByRole('option', { name: 'Original' }).waitFor({ state: 'attached' });
    await bag1.getByLabel('Variety').selectOption('Original');
    await bag1.getByRole('radio', { name: 'Lean' }).check();
    const bag2 = dialog.getByRole('group', { name: 'Bag 2' });
    await bag2.getByLabel('Variety').selectOption('Chilli');
    await bag2.getByRole('radio', { name: 'With fat' }).check();
    await dialog.getByLabel('Full name').fill('Sam Subscriber');
    await dialog.getByLabel('Address line 1').fill('12 Biltong Row');
    await dialog.getByLabel('City').fill('Bath');
    await dialog.getByLabel('Postcode').fill('BA1 1AA');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('textbox', { name: 'Password' }).fill(password);
    await dialog.getByRole('button', { name: 'Create Account & Subscribe' }).click();
    await page
      .getByText('Subscription created successfully! Please check your email to verify your account and log in.')
      .waitFor();
    await page.waitForURL('**/auth');

    await page.goto('/dev/mailbox');
    await page.getByText(email).first().waitFor();
    await page
      .getByRole('link', { name: /verify-email/ })
      .first()
      .click();
    await page.waitForURL(/\/(account|auth)/);

    await page.goto('/auth');
    const login = page.getByRole('tabpanel', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByRole('textbox', { name: 'Password' }).fill(password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/account');

    const card = page.getByRole('article', { name: 'The Knight' });
    await card.waitFor();
    for (const text of ['£37.96/month', '500g', 'Monthly', 'Original · Mooo! · Lean', 'Chilli · Mooo! · With fat', 'Active']) {
      await card.getByText(text, { exact: true }).waitFor();
    }
    await card.getByText('12 Biltong Row, Bath, BA1 1AA').waitFor();

    // The first box is due today; the renewals job (every 10 minutes) may already have moved it on a month.
    const today = shopToday();
    let shown: string | undefined;
    for (const candidate of [today, addMonths(today, 1)]) {
      if ((await card.getByText(documentDate(candidate), { exact: true }).count()) > 0) shown = candidate;
    }
    expect(shown).toBeDefined();
    const next = documentDate(nextDeliveryAfter(shown ?? today, 'Monthly'));
    await card.getByRole('button', { name: 'Skip next delivery' }).click();
    await page.getByText(`Next delivery skipped. Your next delivery is now ${next}.`).waitFor();
    await card.getByText(next, { exact: true }).waitFor();
    expect(browser.consoleErrors).toEqual([]);
  });
});
