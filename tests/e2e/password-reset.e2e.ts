import { request } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMailboxLink, signUpViaApi, uniqueEmail } from './accounts-helpers';
import { baseUrl, openBrowser, signInViaApi } from './browser';

let browser: Awaited<ReturnType<typeof openBrowser>>;
beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(async () => {
  await browser.close();
});

describe('password reset in Chromium', () => {
  it('forgot password -> mailbox link -> new password -> sign in; the link works once', async () => {
    // A fresh, verified account: the demo accounts' passwords must stay as other specs expect them.
    const email = uniqueEmail('reset');
    const oldPassword = 'an-old-passphrase-1';
    const newPassword = 'a-new-passphrase-2';
    await signUpViaApi(browser.context, { email, password: oldPassword, fullName: 'Rita Reset' });
    const page = await browser.context.newPage();
    await openMailboxLink(page, email, /verify-email/);
    await page.waitForURL(/\/(account|auth)/);

    // Another device signed in with the old password; the reset must sign it out.
    const otherDevice = await request.newContext({ baseURL: baseUrl() });
    const signIn = await otherDevice.post('/api/auth/sign-in/email', {
      data: { email, password: oldPassword },
      headers: { origin: baseUrl() },
    });
    expect(signIn.ok()).toBe(true);

    await page.goto('/auth');
    const login = page.getByRole('tabpanel', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    expect(await dialog.getByLabel('Email').inputValue()).toBe(email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText(`If an account exists for ${email}`).waitFor();

    const resetLink = await openMailboxLink(page, email, /reset-password/);
    await page.waitForURL(/\/reset-password\?token=/);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();

    // The server's common-password list refuses an easy one, and the page says why.
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('password123');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('password123');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('This password is too common. Please choose one that is harder to guess.').waitFor();

    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed. Please log in with your new password.').waitFor();
    await page.waitForURL(/\/auth$/);

    const otherSession = await otherDevice.get('/api/auth/get-session');
    expect(await otherSession.json()).toBeNull();
    await otherDevice.dispose();

    await signInViaApi(browser.context, { email, password: newPassword });
    await expect(signInViaApi(browser.context, { email, password: oldPassword })).rejects.toThrow(/sign-in failed: 401/);

    // Single use: the same link now lands on the expired-link message, with a way to ask again.
    await page.goto(resetLink);
    await page.waitForURL(/\/reset-password\?error=INVALID_TOKEN/);
    await page.getByText(/This password reset link is invalid or has already been used/).waitFor();
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await page.getByRole('dialog', { name: 'Reset your password' }).waitFor();
    expect(browser.consoleErrors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
  });
});
