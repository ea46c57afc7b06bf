import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser';

/** A unique address per run: every test file shares one database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Signs a retail customer up through better-auth's API (the Sign Up form has its own test). */
export async function signUpViaApi(context: BrowserContext, who: { email: string; password: string; fullName: string }) {
  const response = await context.request.post('/api/auth/sign-up/email', {
    data: {
      name: who.fullName,
      email: who.email,
      password: who.password,
      callbackURL: '/account',
      profile: { accountType: 'Customer', fullName: who.fullName },
    },
    headers: { origin: baseUrl() },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
}

/** Opens the newest link in the development mailbox that was sent to `email` and whose URL matches. */
export async function openMailboxLink(page: Page, email: string, url: RegExp) {
  await page.goto('/dev/mailbox');
  const message = page
    .getByRole('article')
    .filter({ hasText: `To ${email}` })
    .filter({ has: page.getByRole('link', { name: url }) });
  const link = message.first().getByRole('link', { name: url }).first();
  const href = await link.getAttribute('href');
  await link.click();
  return href ?? '';
}
