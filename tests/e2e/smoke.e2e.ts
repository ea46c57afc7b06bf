import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, openBrowser, signInViaApi } from './browser';

let browser: Awaited<ReturnType<typeof openBrowser>>;
beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(async () => {
  await browser.close();
});

describe('smoke in Chromium', () => {
  it('home -> sign in as the demo customer through the form -> /account', async () => {
    const page = await browser.context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Taste the Adventure' }).waitFor();
    await page.getByRole('link', { name: 'Login / Sign Up' }).click();
    await page.waitForURL('**/auth');
    const login = page.getByRole('tabpanel', { name: 'Login' });
    await login.getByLabel('Email').fill(DEMO.customer.email);
    await login.getByRole('textbox', { name: 'Password' }).fill(DEMO.customer.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Logged in successfully!').waitFor();
    await page.waitForURL('**/account');
    await page.getByRole('tab', { name: 'Subscriptions' }).waitFor();
    expect(await page.getByRole('link', { name: 'My Account' }).isVisible()).toBe(true);
    // The session cookie's flags as Chromium sees them (Secure is added in production; see the API suite).
    const session = (await browser.context.cookies()).find((c) => c.name.endsWith('session_token'));
    console.info(
      `session cookie in Chromium: httpOnly=${session?.httpOnly} sameSite=${session?.sameSite} secure=${session?.secure}`,
    );
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(browser.consoleErrors).toEqual([]);
  });

  it('an admin reaches Product Management; a customer sees Access Denied.', async () => {
    await signInViaApi(browser.context, DEMO.admin);
    const page = await browser.context.newPage();
    await page.goto('/admin/products');
    await page.getByRole('heading', { name: 'Product Management' }).waitFor();
    await page.getByText('Admin Panel').first().waitFor();

    const customer = await openBrowser();
    try {
      await signInViaApi(customer.context, DEMO.customer);
      const customerPage = await customer.context.newPage();
      await customerPage.goto('/admin/products');
      await customerPage.getByText('Access Denied.').waitFor();
      expect(await customerPage.getByRole('heading', { name: 'Product Management' }).count()).toBe(0);
    } finally {
      await customer.close();
    }
  });

  it('a visitor who signs up finds the verification email in the development mailbox', async () => {
    const page = await browser.context.newPage();
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('tabpanel', { name: 'Sign Up' });
    await form.getByLabel('Full name').fill('Edith Example');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('textbox', { name: 'Password' }).fill('a-very-good-passphrase');
    await form.getByLabel('Address line 1').fill('9 Mint Street');
    await form.getByLabel('City').fill('Norwich');
    await form.getByLabel('Postcode').fill('NR1 1AA');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created! Please check your email to verify your account.').waitFor();

    await page.goto('/dev/mailbox');
    await page.getByText(email).first().waitFor();
    const link = page.getByRole('link', { name: /verify-email/ }).first();
    await link.click();
    await page.waitForURL(/\/(account|auth)/);
    // Verified: the new account can now sign in.
    await signInViaApi(browser.context, { email, password: 'a-very-good-passphrase' });
  });

  it('redirects a signed-out visitor from /account to /auth', async () => {
    const page = await browser.context.newPage();
    await page.goto('/account');
    await page.waitForURL('**/auth**');
    await page.getByRole('tab', { name: 'Login' }).waitFor();
  });
});
