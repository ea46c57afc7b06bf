import type { Cookie, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES } from '../../shared/cookies';
import { DEMO, gotoHydrated, openBrowser, signInViaApi, trpcGet, trpcPost } from './browser';

type EditablePage = { slug: string; markdown: string; version: number };

let admin: Awaited<ReturnType<typeof openBrowser>>;
let visitor: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  admin = await openBrowser();
  await signInViaApi(admin.context, DEMO.admin);
  visitor = await openBrowser();
  // The server's first rendered page loads its render module: on a busy machine that alone can take half a minute.
  await visitor.context.request.get('/terms', { timeout: 120_000 });
}, 180_000);
afterAll(async () => {
  await Promise.all([admin?.close(), visitor?.close()]);
});

/** Every dialog (alert, confirm, prompt) a page opens; a script that ran would open one. */
function dialogsOf(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '[click me](javascript:alert(3))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg0KTwvc2NyaXB0Pg==)',
].join('\n\n');

describe('the owner’s pages in Chromium', () => {
  it('the admin edits the Terms in Pages; /terms shows the new text and when; hostile Markdown never runs', async () => {
    const [terms] = (await trpcGet<EditablePage[]>(admin.context, 'site.pages')).filter((page) => page.slug === 'terms');
    if (!terms) throw new Error('no terms page');
    const marker = `Orders are packed in York, edit ${Date.now()}.`;
    const editor = await admin.context.newPage();
    const editorDialogs = dialogsOf(editor);
    await gotoHydrated(editor, '/admin/pages');
    const text = editor.getByLabel('Text (Markdown)');
    await text.fill(`${marker}\n\n${HOSTILE}`);
    await expect.poll(() => editor.getByTestId('page-preview').textContent()).toContain(marker);
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('Terms of Sale updated successfully!').waitFor();
    expect(await editor.locator('[data-testid="page-preview"] a, [data-testid="page-preview"] img').count()).toBe(0);
    expect(editorDialogs).toEqual([]);

    const page = await visitor.context.newPage();
    const dialogs = dialogsOf(page);
    await gotoHydrated(page, '/terms');
    const body = page.getByTestId('site-page-text');
    await expect.poll(() => body.textContent()).toContain(marker);
    expect(await body.textContent()).toContain('<script>alert(1)</script>');
    expect(await page.getByText(/^Last updated \d{1,2} [A-Z][a-z]{2} \d{4}$/).count()).toBe(1);
    const hrefs = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /^\s*(javascript|data|vbscript):/i.test(href))).toEqual([]);
    expect(await body.locator('script, img, a').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(dialogs).toEqual([]);

    // The visitor never sees the owner's note.
    expect(await page.getByText('Starting text').count()).toBe(0);
    // Put the demo text back for the other specs.
    const [edited] = (await trpcGet<EditablePage[]>(admin.context, 'site.pages')).filter((p) => p.slug === 'terms');
    await trpcPost(admin.context, 'site.savePage', { slug: 'terms', version: edited?.version, markdown: terms.markdown });
    await Promise.all([editor.close(), page.close()]);
  });

  it('the cookies the privacy page lists are the cookies the shop sets, signed out and signed in', async () => {
    const shopCookies = COOKIES.filter((cookie) => cookie.setBy === 'Royal Biltong');
    const seen = new Map<string, Cookie>();
    const collect = async (context: typeof visitor.context) => {
      for (const cookie of await context.cookies()) seen.set(cookie.name, cookie);
    };

    // Signed out: browse, fill a cart, read the legal pages, open checkout.
    const guest = await openBrowser();
    try {
      const page = await guest.context.newPage();
      for (const path of ['/', '/shop', '/about', '/subscriptions', '/wholesale', '/privacy', '/contact', '/checkout']) {
        await gotoHydrated(page, path);
      }
      await gotoHydrated(page, '/shop');
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await page.waitForLoadState('networkidle');
      await collect(guest.context);
      expect([...seen.keys()], 'signed out').toEqual([]);

      // Signed in as a customer, and as the admin with the sidebar collapsed (Ctrl+B).
      await signInViaApi(guest.context, DEMO.customer);
      for (const path of ['/account', '/checkout', '/terms']) await gotoHydrated(page, path);
      await collect(guest.context);
    } finally {
      await guest.close();
    }
    const back = await admin.context.newPage();
    await gotoHydrated(back, '/admin');
    // The shortcut is the sidebar's: press it once the back office (a chunk of its own) is on screen.
    await back.getByRole('link', { name: 'Products' }).first().waitFor();
    await back.keyboard.press('Control+b');
    await expect.poll(async () => (await admin.context.cookies()).map((cookie) => cookie.name)).toContain('sidebar_state');
    await collect(admin.context);
    await back.close();

    expect([...seen.keys()].sort()).toEqual(shopCookies.map((cookie) => cookie.name).sort());
    const now = Date.now() / 1000;
    for (const listed of shopCookies) {
      const cookie = seen.get(listed.name) as Cookie;
      expect(Math.abs(cookie.expires - now - (listed.maxAgeSeconds ?? 0)), listed.name).toBeLessThan(120);
    }

    // And the privacy page shows every one of them, with its lifetime.
    const privacy = await visitor.context.newPage();
    await gotoHydrated(privacy, '/privacy');
    const table = privacy.getByRole('table', { name: 'Cookies we set' });
    for (const cookie of COOKIES) {
      const row = table.getByRole('row').filter({ hasText: cookie.name });
      expect(await row.count(), cookie.name).toBeGreaterThan(0);
      expect(await row.first().textContent(), cookie.name).toContain(cookie.lifetime);
    }
    expect(await privacy.getByText('we do not ask for your consent with a cookie banner', { exact: false }).count()).toBe(1);
    await privacy.close();
  });
});
