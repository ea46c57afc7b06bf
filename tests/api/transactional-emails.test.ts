import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, subscriptions } from '../../server/db/schema/index';
import { runRenewals } from '../../server/modules/subscription/renewals';
import { placeOrderAs } from '../support/admin';
import { makeProduct, makeUser } from '../support/factories';
import { httpClient } from '../support/http';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let baseUrl: string;
let productId: string;
beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.listen();
  productId = (await makeProduct(shop.database.db, { name: 'Original', variants: { '250g': { stock: 50 } } })).id;
});
afterAll(() => shop.close());

const db = () => shop.database.db;

/** The newest email to an address (each flow below writes exactly one to its recipient). */
async function lastMailTo(to: string) {
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no email to ${to}`);
  return mail;
}

describe('each transactional email has its own subject and words', () => {
  it('verification, change-email, reset, order, shipped, renewal and wholesale decisions are all distinct', async () => {
    const mails: Record<string, { subject: string; text: string }> = {};

    // Sign-up: the verification email.
    const signUpEmail = 'new-customer@example.com';
    await httpClient(baseUrl).post('/api/auth/sign-up/email', {
      name: 'Nina New',
      email: signUpEmail,
      password: 'a-long-enough-passphrase',
      callbackURL: '/account',
      profile: { accountType: 'Customer', fullName: 'Nina New' },
    });
    mails.verification = await lastMailTo(signUpEmail);

    // A signed-in customer asks for a new address: the new address gets a change confirmation.
    const customer = await makeUser(db());
    const browser = httpClient(baseUrl);
    await browser.post('/api/auth/sign-in/email', { email: customer.email, password: customer.password });
    const changed = await browser.post('/api/auth/change-email', { newEmail: 'moved@example.com', callbackURL: '/account' });
    expect(changed.status).toBe(200);
    mails.changeEmail = await lastMailTo('moved@example.com');

    // Forgotten password.
    await httpClient(baseUrl).post('/api/auth/request-password-reset', { email: customer.email, redirectTo: '/reset-password' });
    mails.reset = await lastMailTo(customer.email);

    // An order, then the admin ships it.
    const shopper = await makeUser(db());
    const placed = await placeOrderAs(shop, shopper, [{ productId, weight: '250g', quantity: 1 }]);
    mails.orderConfirmation = await lastMailTo(shopper.email);
    const admin = shop.callerFor(await makeUser(db(), { role: 'admin' }));
    for (const to of ['paid', 'packed'] as const) await admin.adminOrders.transition({ id: placed.orderId, to });
    await admin.adminOrders.transition({ id: placed.orderId, to: 'shipped', trackingReference: 'RM123456789GB' });
    mails.shipped = await lastMailTo(shopper.email);

    // A subscription renewal (its invoice email).
    const subscriber = await makeUser(db());
    const sub = await shop.callerFor(subscriber).subscription.create({
      planName: 'The Scout',
      weight: '250g',
      frequency: 'Monthly',
      bags: [{ variety: 'Original', moisture: 'wet', fat: 'lean' }],
      delivery: { fullName: 'Sam Scout', address1: '4 Tower Road', city: 'Bath', postcode: 'BA1 1AA' },
    });
    await db().update(subscriptions).set({ nextDeliveryAt: '2026-11-23' }).where(eq(subscriptions.id, sub.id));
    await runRenewals(shop.deps, '2026-11-23');
    mails.renewal = await lastMailTo(subscriber.email);

    // Wholesale decisions.
    for (const [decision, type] of [
      ['approve', 'wholesale approved'],
      ['reject', 'wholesale rejected'],
    ] as const) {
      const applicant = await makeUser(db(), { accountType: 'Wholesale', status: 'pending', businessName: 'Deli Ltd' });
      await admin.admin.decideAccount({ userId: applicant.id, decision });
      mails[type] = await lastMailTo(applicant.email);
    }

    const expected: Record<string, [subject: string | RegExp, sentence: string]> = {
      verification: [
        'Verify your email address',
        'Thank you for joining the Kingdom. Please confirm your email address to finish setting up your account.',
      ],
      changeEmail: [
        'Confirm your new email address',
        'You asked to use moved@example.com for your Royal Biltong account. Please confirm this address; until you do, your account keeps its current email address.',
      ],
      reset: ['Reset your password', 'Someone asked to reset the password of your account.'],
      orderConfirmation: [`Your Royal Biltong order #${placed.number}`, `Thank you for your order #${placed.number}.`],
      shipped: [`Your Royal Biltong order #${placed.number} has shipped`, `your order #${placed.number} has left our smokehouse`],
      renewal: ['Your The Scout box is on its way to the kitchen', 'Your The Scout box for 2026-11-23 is order #'],
      'wholesale approved': ['Your trade account is approved', 'the trade account for Deli Ltd is approved.'],
      'wholesale rejected': ['Your trade account application was not approved', 'We are unable to approve it at the moment.'],
    };
    for (const [type, [subject, sentence]] of Object.entries(expected)) {
      expect({ type, subject: mails[type]?.subject }).toEqual({ type, subject });
      expect(mails[type]?.text, type).toContain(sentence);
    }
    const subjects = Object.values(mails).map((m) => m.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    // The change confirmation is not the sign-up welcome.
    expect(mails.changeEmail?.text).not.toContain('Thank you for joining the Kingdom');
  });
});
