import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox } from '../../server/db/schema/index';
import { CONTACT_RATE_MESSAGE } from '../../server/modules/contact/service';
import { createCaller } from '../../server/trpc/app-router';
import { createContext } from '../../server/trpc/context';
import { issuesOf } from '../support/admin';
import { type MadeUser, makeUser } from '../support/factories';
import { httpClient, trpcMutation } from '../support/http';
import { createTestShop, type TestShop } from '../support/test-shop';

const SELLER_EMAIL = 'owner@biltong.test';

let shop: TestShop;
let admin: MadeUser;
let customer: MadeUser;
beforeAll(async () => {
  shop = await createTestShop();
  shop.config.seller = { ...shop.config.seller, email: SELLER_EMAIL };
  admin = await makeUser(shop.database.db, { role: 'admin' });
  customer = await makeUser(shop.database.db);
});
afterAll(() => shop.close());

const db = () => shop.database.db;
/** A caller as an anonymous visitor from one IP (what server/http/context.ts gives each request). */
const visitorFrom = (clientIp: string) => createCaller(createContext({ ...shop.deps, clientIp }));
const outboxTo = (to: string) =>
  db()
    .select({ subject: emailOutbox.subject, text: emailOutbox.text, replyTo: emailOutbox.replyTo })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to));
const message = (overrides: Record<string, string> = {}) => ({
  name: 'Jo Bloggs',
  email: `jo-${crypto.randomUUID().slice(0, 8)}@example.com`,
  orderNumber: '',
  message: 'Do you ship to the Channel Islands?',
  ...overrides,
});

describe('the contact form', () => {
  it('stores the message, emails it once to the seller (reply-to the sender), acknowledges it, and lists it for the admin', async () => {
    const sent = message({ email: 'Sam.Sender@Example.com', orderNumber: '#1042', message: 'My order arrived open.' });
    await expect(visitorFrom('203.0.113.10').contact.send(sent)).resolves.toEqual({ received: true });

    const toSeller = await outboxTo(SELLER_EMAIL);
    expect(toSeller).toHaveLength(1);
    expect(toSeller[0]?.subject).toBe('Message from Jo Bloggs about order #1042 — Royal Biltong');
    expect(toSeller[0]?.replyTo).toBe('sam.sender@example.com');
    expect(toSeller[0]?.text).toContain('My order arrived open.');
    const acknowledgement = await outboxTo('sam.sender@example.com');
    expect(acknowledgement.map((e) => e.subject)).toEqual(['We have your message — Royal Biltong']);
    // Anyone can type any address: the acknowledgement never repeats what was written.
    expect(acknowledgement[0]?.text).not.toContain('My order arrived open.');
    expect(acknowledgement[0]?.text).not.toContain('Jo Bloggs');

    const asAdmin = shop.callerFor(admin).contact;
    expect(await asAdmin.unread()).toEqual({ unread: 1 });
    const page = await asAdmin.list({ filters: { unread: true } });
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ name: 'Jo Bloggs', email: 'sam.sender@example.com', orderNumber: 1042, readAt: null });

    const opened = await asAdmin.open({ id: page.rows[0]?.id ?? '' });
    expect(opened.message).toBe('My order arrived open.');
    expect(opened.readAt).toBeInstanceOf(Date);
    expect(await asAdmin.unread()).toEqual({ unread: 0 });
    expect((await asAdmin.list({ filters: { unread: true } })).total).toBe(0);
    // Opening it again keeps the first reading time.
    expect((await asAdmin.open({ id: opened.id })).readAt).toEqual(opened.readAt);
    await asAdmin.markUnread({ id: opened.id });
    expect(await asAdmin.unread()).toEqual({ unread: 1 });
    await asAdmin.open({ id: opened.id });
  });

  it("keeps a signed-in sender's account with the message", async () => {
    await shop.callerFor(customer).contact.send(message({ email: customer.email, message: 'From my account' }));
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.message, 'From my account'));
    expect(row?.userId).toBe(customer.id);
  });

  it('gives each invalid field its own message, and refuses control characters and an oversized message', async () => {
    const issues = await issuesOf(
      visitorFrom('203.0.113.20').contact.send({ name: ' ', email: 'not-an-email', orderNumber: 'abc', message: '' }),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        'name: Name is required',
        'email: Please enter a valid email address',
        'orderNumber: Please enter a valid order number, e.g. 1042',
        'message: Message is required',
      ]),
    );
    expect(await issuesOf(visitorFrom('203.0.113.20').contact.send(message({ message: 'Hello\u0000there' })))).toEqual([
      'message: Contains characters that are not allowed.',
    ]);
    expect(await issuesOf(visitorFrom('203.0.113.20').contact.send(message({ name: 'Jo\r\nBcc: x@example.com' })))).toEqual([
      'name: Name must be on one line',
    ]);
    expect(await issuesOf(visitorFrom('203.0.113.20').contact.send(message({ message: 'x'.repeat(5001) })))).toEqual([
      'message: Message must be at most 5,000 characters',
    ]);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.name, ' '))).toHaveLength(0);
  });

  it('refuses the 6th message in an hour from one IP (over HTTP, whatever the address typed)', async () => {
    const base = await shop.listen();
    shop.config.trustedOrigins.push(base);
    const client = httpClient(base);
    const before = (await outboxTo(SELLER_EMAIL)).length;
    for (let n = 1; n <= 5; n++) {
      const answer = await trpcMutation(client, 'contact.send', message({ message: `Question ${n}` }));
      expect(answer.status).toBe(200);
    }
    const sixth = await trpcMutation(client, 'contact.send', message({ message: 'Question 6' }));
    expect(sixth.status).toBe(429);
    expect(JSON.stringify(sixth.body)).toContain(CONTACT_RATE_MESSAGE);
    expect((await outboxTo(SELLER_EMAIL)).length).toBe(before + 5);
    // Another visitor is not held back by this one.
    await expect(visitorFrom('198.51.100.7').contact.send(message())).resolves.toEqual({ received: true });
  });

  it('refuses the 6th message in an hour from one address, from any IP', async () => {
    const email = `busy-${crypto.randomUUID().slice(0, 8)}@example.com`;
    for (let n = 1; n <= 5; n++) await visitorFrom(`192.0.2.${n}`).contact.send(message({ email }));
    await expect(visitorFrom('192.0.2.99').contact.send(message({ email }))).rejects.toThrow(CONTACT_RATE_MESSAGE);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(5);
  });

  it('is for admins only in the back office', async () => {
    await expect(shop.callerFor(customer).contact.list({})).rejects.toThrow('Access Denied.');
    await expect(shop.callerFor(customer).contact.unread()).rejects.toThrow('Access Denied.');
  });
});
