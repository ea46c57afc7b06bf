import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { trpcWire } from '../support/http';

export const baseUrl = () => inject('e2eBaseUrl');

export const DEMO = {
  admin: { email: 'admin@royal-biltong.example', password: 'Admin-Biltong-2026' },
  customer: { email: 'customer@royal-biltong.example', password: 'Customer-Biltong-2026' },
  wholesaler: { email: 'trade@royal-biltong.example', password: 'Trade-Biltong-2026' },
  pending: { email: 'pending@royal-biltong.example', password: 'Pending-Biltong-2026' },
} as const;

/** Debian's Chromium, headless, with the flags this machine needs and a fresh profile directory. */
export async function openBrowser(options: { bypassCSP?: boolean; baseURL?: string } = {}) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'shop-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
    baseURL: options.baseURL ?? baseUrl(),
    viewport: { width: 1280, height: 900 },
    bypassCSP: options.bypassCSP ?? false,
  });
  const consoleErrors: string[] = [];
  context.on('page', (page) => watchConsole(page, consoleErrors));
  return {
    context,
    consoleErrors,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

function watchConsole(page: Page, errors: string[]) {
  page.on('console', (message) => {
    // A failed resource names its address, so a failing test says which request it was.
    if (message.type() !== 'error') return;
    const { url } = message.location();
    errors.push(url && message.text().startsWith('Failed to load resource') ? `${message.text()} (${url})` : message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
}

/** Signs in through better-auth's API (fixtures sign in this way; one test uses the form). */
export async function signInViaApi(context: BrowserContext, who: { email: string; password: string }, origin = baseUrl()) {
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: who,
    headers: { origin },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/** A tRPC query over HTTP as the signed-in user of `context`; its data, decoded with the app's transformer. */
export async function trpcGet<T>(context: BrowserContext, procedure: string, input?: unknown): Promise<T> {
  const response = await context.request.get(trpcWire.queryPath(procedure, input));
  if (!response.ok()) throw new Error(`${procedure} failed: ${response.status()} ${await response.text()}`);
  return trpcWire.data<T>(await response.json());
}

/** A tRPC mutation over HTTP as the signed-in user of `context` (what the app's screens do). */
export async function trpcPost<T>(context: BrowserContext, procedure: string, input: unknown, origin = baseUrl()): Promise<T> {
  const response = await context.request.post(`/api/trpc/${procedure}`, {
    data: trpcWire.body(input),
    headers: { origin, 'content-type': 'application/json' },
  });
  const body: unknown = await response.json();
  if (!response.ok()) throw new Error(`${procedure} failed: ${JSON.stringify(trpcWire.error(body))}`);
  return trpcWire.data<T>(body);
}

/**
 * Opens a page and waits until React has taken it over (src/main.tsx sets <html data-hydrated>). Server-rendered
 * pages show their controls before the script runs; input given before hydration is not in React's state.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}
