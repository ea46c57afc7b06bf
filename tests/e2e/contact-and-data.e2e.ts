import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, gotoHydrated, openBrowser, signInViaApi, trpcGet } from './browser';

// /contact in Chromium: the form arrives in the server's HTML and works once the page has hydrated; the message
// reaches the back office. 'Download my data' gives the signed-in customer a JSON file.

let visitor: Awaited<ReturnType<typeof openBrowser>>;
let admin: Awaited<ReturnType<typeof openBrowser>>;
let customer: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  [visitor, admin, customer] = await Promise.all([openBrowser(), openBrowser(), openBrowser()]);
  await Promise.all([signInViaApi(admin.context, DEMO.admin), signInViaApi(customer.context, DEMO.customer)]);
  // The server's first rendered page loads its render module: on a busy machine that alone can take half a minute.
  await visitor.context.request.get('/contact', { timeout: 120_000 });
}, 180_000);
afterAll(async () => {
  await Promise.all([visitor?.close(), admin?.close(), customer?.close()]);
});

type MessagesPage = { rows: { name: string; email: string; orderNumber: number | null; readAt: Date | null }[] };

describe('contact and data rights in Chromium', () => {
  it('the contact form is server-rendered, names each invalid field after hydration, and sends the message', async () => {
    const html = await (await visitor.context.request.get('/contact')).text();
    expect(html).toContain('Send us a message');
    expect(html).toContain('Order number (optional)');

    const page = await visitor.context.newPage();
    await gotoHydrated(page, '/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('Name is required').count()).toBe(1);
    expect(await page.getByText('Please enter a valid email address').count()).toBe(1);
    expect(await page.getByText('Message is required').count()).toBe(1);

    await page.getByRole('textbox', { name: 'Name' }).fill('Erin Enquirer');
    await page.getByRole('textbox', { name: 'Email' }).fill('erin@example.com');
    await page.getByRole('textbox', { name: 'Order number (optional)' }).fill('1001');
    await page.getByRole('textbox', { name: 'Message' }).fill('Do you deliver to Orkney?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you, your message is on its way').waitFor();
    expect(visitor.consoleErrors).toEqual([]);

    const messages = await trpcGet<MessagesPage>(admin.context, 'contact.list', {});
    expect(messages.rows).toContainEqual(
      expect.objectContaining({ name: 'Erin Enquirer', email: 'erin@example.com', orderNumber: 1001, readAt: null }),
    );
  });

  it("'Download my data' downloads the signed-in customer's data as a JSON file", async () => {
    const page = await customer.context.newPage();
    await gotoHydrated(page, '/account');
    await page.getByRole('tab', { name: 'Details' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^royal-biltong-my-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as {
      account: { email: string };
      orders: unknown[];
    };
    expect(data.account.email).toBe(DEMO.customer.email);
    expect(Array.isArray(data.orders)).toBe(true);
    expect(customer.consoleErrors).toEqual([]);
  });
});
