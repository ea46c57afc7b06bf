import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/demo-data';
import type { Profile } from '../../server/db/schema/index';
import {
  auditLog,
  backInStockRequests,
  contactMessages,
  invoices,
  orders,
  paymentCustomers,
  products,
  productVariants,
  profiles,
  session as sessions,
  standingOrders,
  subscriptions,
  user,
} from '../../server/db/schema/index';
import { seedDemoData } from '../../server/db/seed';
import { silentLogger } from '../../server/logger';
import type { AccountDataExport } from '../../server/modules/account/data-export';
import type { SessionInfo } from '../../server/trpc/context';
import { DELETED_CUSTOMER_NAME, ERASURE_CONFIRMATION, UNPAID_BALANCE_MESSAGE } from '../../shared/account-erasure';
import { formatGBP } from '../../shared/money';
import { makeSubscription, placeOrderAs } from '../support/admin';
import { type MadeUser, makeUser } from '../support/factories';
import { type HttpClient, httpClient, trpcQuery } from '../support/http';
import { pdfText } from '../support/pdf-text';
import { interceptStripe, TEST_STRIPE } from '../support/stripe-msw';
import { createTestShop, type TestShop } from '../support/test-shop';

const [DEMO_ADMIN, DEMO_CUSTOMER] = DEMO_ACCOUNTS;

let shop: TestShop;
let stripe: ReturnType<typeof interceptStripe>;
let baseUrl: string;
let customer: MadeUser;
let admin: MadeUser;
let orderId: string;
beforeAll(async () => {
  stripe = interceptStripe();
  shop = await createTestShop({ stripe: TEST_STRIPE });
  await seedDemoData({ db: shop.database.db, logger: silentLogger });
  baseUrl = await shop.listen();
  customer = await demoAccount(DEMO_CUSTOMER);
  admin = await demoAccount(DEMO_ADMIN);
  const [size] = await db()
    .select({ productId: products.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.weight, '250g'), like(products.slug, 'original%')));
  const placed = await placeOrderAs(shop, customer, [{ productId: size?.productId ?? '', weight: '250g', quantity: 2 }]);
  orderId = placed.orderId;
});
afterAll(async () => {
  await shop.close();
  stripe.close();
});

const db = () => shop.database.db;

/** A seeded demo account, as the factories' callers expect it. */
async function demoAccount(demo: (typeof DEMO_ACCOUNTS)[number]): Promise<MadeUser> {
  const [row] = await db().select().from(user).where(eq(user.email, demo.email));
  const [profile] = await db().select().from(profiles).where(eq(profiles.email, demo.email));
  if (!row || !profile) throw new Error(`no demo account ${demo.email}`);
  const now = new Date();
  const session: SessionInfo = {
    user: { id: row.id, email: row.email, name: row.name, emailVerified: true },
    session: { id: crypto.randomUUID(), createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) },
  };
  return { id: row.id, email: demo.email, password: demo.password, session, profile: profile as Profile };
}

async function signedIn(email: string, password: string): Promise<HttpClient> {
  const browser = httpClient(baseUrl);
  const response = await browser.post('/api/auth/sign-in/email', { email, password });
  expect(response.status).toBe(200);
  return browser;
}

describe("a customer's data rights", () => {
  it("'Download my data' gives the demo customer a JSON file with their orders, invoices, messages and sessions", async () => {
    await shop.callerFor(customer).contact.send({ name: 'Charlie', email: customer.email, message: 'Is the chilli hot?' });
    const browser = await signedIn(customer.email, customer.password);
    const response = await browser.get('/api/account/data-export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="royal-biltong-my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const data = (await response.json()) as AccountDataExport;

    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(data.account.email).toBe(DEMO_CUSTOMER.email);
    expect(data.profile?.fullName).toBe(DEMO_CUSTOMER.fullName);
    expect(data.orders).toEqual([
      expect.objectContaining({
        number: order?.number,
        totalPence: order?.totalPence,
        lines: [expect.objectContaining({ quantity: 2, weight: '250g', productName: expect.stringMatching(/^Original/) })],
      }),
    ]);
    expect(data.invoices).toEqual([expect.objectContaining({ number: invoice?.number, totalPence: invoice?.totalPence })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'Is the chilli hot?' })]);
    expect(data.activeSessions.length).toBeGreaterThanOrEqual(1);
    expect(data.activeSessions[0]).toEqual(
      expect.objectContaining({ ipAddress: expect.any(String), userAgent: expect.any(String), signedInAt: expect.any(String) }),
    );
    // Never another person's: the admin's orders are not in it, and nobody else may download it.
    expect((await httpClient(baseUrl).get('/api/account/data-export')).status).toBe(401);
    expect((await browser.get(`/api/accounts/${admin.id}/data-export`)).status).toBe(404);
  });

  it("'Delete my account' erases the person and keeps the tax records: old password refused, 'Deleted customer', invoice unchanged", async () => {
    const browser = await signedIn(customer.email, customer.password);
    const subscription = await makeSubscription(db(), customer.id, ['Original']);
    await db().insert(paymentCustomers).values({
      userId: customer.id,
      stripeCustomerId: 'cus_demo',
      defaultPaymentMethodId: 'pm_card_visa',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    const [variant] = await db().select({ id: productVariants.id }).from(productVariants).limit(1);
    await db()
      .insert(backInStockRequests)
      .values({ email: customer.email, variantId: variant?.id ?? '', userId: customer.id, status: 'confirmed' });
    const [orderBefore] = await db().select().from(orders).where(eq(orders.id, orderId));
    const [invoiceBefore] = await db().select().from(invoices).where(eq(invoices.orderId, orderId));

    await expect(shop.callerFor(customer).account.deleteAccount({ password: 'not-my-password' })).rejects.toThrow(
      'That password is not right.',
    );
    const result = await shop.callerFor(customer).account.deleteAccount({ password: customer.password });
    expect(result.message).toBe(ERASURE_CONFIRMATION);
    expect(result.message).toContain('We keep your orders, invoices and credit notes, unchanged, for 6 years');

    // Signed out everywhere, and the old password signs in no more.
    expect(await db().select().from(sessions).where(eq(sessions.userId, customer.id))).toEqual([]);
    expect((await trpcQuery(browser, 'account.session')).data).toBeNull();
    const again = await httpClient(baseUrl).post('/api/auth/sign-in/email', {
      email: customer.email,
      password: customer.password,
    });
    expect(again.status).toBe(401);

    // The saved card is detached at Stripe; the subscription cancelled; requests and messages gone.
    expect(stripe.double.detached).toEqual(['pm_card_visa']);
    const [card] = await db().select().from(paymentCustomers).where(eq(paymentCustomers.userId, customer.id));
    expect(card).toMatchObject({ defaultPaymentMethodId: null, cardLast4: null });
    const [cancelled] = await db().select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(cancelled?.status).toBe('cancelled');
    expect(await db().select().from(backInStockRequests).where(eq(backInStockRequests.userId, customer.id))).toEqual([]);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, customer.email))).toEqual([]);

    // The admin sees 'Deleted customer', with no name, email, phone or address left.
    const { profile } = await shop.callerFor(admin).admin.getAccount({ userId: customer.id });
    expect(profile).toMatchObject({ fullName: DELETED_CUSTOMER_NAME, phone: null, address1: null, city: null, postcode: null });
    expect(profile.erasedAt).toBeInstanceOf(Date);
    expect(profile.email).toMatch(/@erased\.invalid$/);
    expect(await db().select().from(user).where(eq(user.email, customer.email))).toEqual([]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.erase'), eq(auditLog.targetId, customer.id)));
    expect(audit?.actorUserId).toBe(customer.id);

    // The order and invoice are unchanged, and the invoice still opens for the admin with its figures.
    expect((await db().select().from(orders).where(eq(orders.id, orderId)))[0]).toEqual(orderBefore);
    expect((await db().select().from(invoices).where(eq(invoices.orderId, orderId)))[0]).toEqual(invoiceBefore);
    const pdf = await (await signedIn(admin.email, admin.password)).get(`/api/invoices/${invoiceBefore?.id}/pdf`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(formatGBP(invoiceBefore?.totalPence ?? -1));
    expect(text).toContain(orderBefore?.shippingAddress.postcode ?? '?');
    expect(text).not.toContain('erased.invalid');

    // The person can open a new account with their real address.
    const signUp = await httpClient(baseUrl).post('/api/auth/sign-up/email', {
      name: 'Charlie Again',
      email: customer.email,
      password: 'a-long-enough-passphrase',
      callbackURL: '/account',
      profile: { accountType: 'Customer', fullName: 'Charlie Again' },
    });
    expect(signUp.status).toBe(200);
  });

  it('tells a trade account with an unpaid balance to contact the shop, and erases nothing', async () => {
    const trade = await makeUser(db(), { role: 'wholesaler', businessName: 'Deli Ltd' });
    await db().update(profiles).set({ accountBalancePence: 12_500 }).where(eq(profiles.userId, trade.id));
    await expect(shop.callerFor(trade).account.deleteAccount({ password: trade.password })).rejects.toThrow(
      UNPAID_BALANCE_MESSAGE,
    );
    const [kept] = await db().select().from(profiles).where(eq(profiles.userId, trade.id));
    expect(kept).toMatchObject({ email: trade.email, businessName: 'Deli Ltd', erasedAt: null });
    await expect(shop.callerFor(admin).admin.eraseAccount({ userId: trade.id })).rejects.toThrow('unpaid balance');

    // Settled, it may go; its standing order stops with it.
    await db().update(profiles).set({ accountBalancePence: 0 }).where(eq(profiles.userId, trade.id));
    const [standing] = await db()
      .insert(standingOrders)
      .values({ userId: trade.id, lines: [], frequency: 'weekly', nextRunDate: '2030-01-07' })
      .returning();
    await shop.callerFor(trade).account.deleteAccount({ password: trade.password });
    const [stopped] = await db()
      .select()
      .from(standingOrders)
      .where(eq(standingOrders.id, standing?.id ?? ''));
    expect(stopped?.status).toBe('cancelled');
  });

  it("lets an admin export an account's data (subject access request) and erase it, both audited", async () => {
    const person = await makeUser(db(), { fullName: 'Sam Subject' });
    const adminBrowser = await signedIn(admin.email, admin.password);
    const exported = await adminBrowser.get(`/api/accounts/${person.id}/data-export`);
    expect(exported.status).toBe(200);
    expect(((await exported.json()) as AccountDataExport).profile?.fullName).toBe('Sam Subject');
    const actions = async () =>
      (await db().select().from(auditLog).where(eq(auditLog.targetId, person.id))).map((row) => [row.action, row.actorUserId]);
    expect(await actions()).toEqual([['account.data_export', admin.id]]);

    const erased = await shop.callerFor(admin).admin.eraseAccount({ userId: person.id });
    expect(erased.message).toBe(ERASURE_CONFIRMATION);
    expect(await actions()).toEqual([
      ['account.data_export', admin.id],
      ['account.erase', admin.id],
    ]);
    expect((await shop.callerFor(admin).admin.getAccount({ userId: person.id })).profile.fullName).toBe(DELETED_CUSTOMER_NAME);
    await expect(shop.callerFor(admin).admin.eraseAccount({ userId: person.id })).rejects.toThrow('already been deleted');
    await expect(shop.callerFor(admin).admin.eraseAccount({ userId: admin.id })).rejects.toThrow('Remove the admin role');
  });
});
