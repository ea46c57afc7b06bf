import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLedgerEntries, auditLog, emailOutbox, profiles, user } from '../../server/db/schema/index';
import { makeUser } from '../support/factories';
import { httpClient, trpcQuery } from '../support/http';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let baseUrl: string;
beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.listen();
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const details = {
  fullName: 'Dora Details',
  email: 'ignored@example.com',
  address1: '5 Quay Street',
  city: 'Bristol',
  postcode: 'BS1 4DB',
};
const mailsTo = async (to: string) =>
  (await db().select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.createdAt))).map((m) => m);
const linkIn = (text: string | undefined) => {
  const url = new URL(text?.match(/https?:\/\/\S+/)?.[0] ?? 'http://x/none');
  return url.pathname + url.search;
};

describe('account details', () => {
  it('updates the details with the details form’s rules', async () => {
    const me = await makeUser(db());
    const updated = await shop.callerFor(me).account.updateDetails(details);
    expect(updated).toMatchObject({ fullName: 'Dora Details', address1: '5 Quay Street', email: me.email });
    await expect(shop.callerFor(me).account.updateDetails({ ...details, fullName: ' ' })).rejects.toMatchObject({
      message: expect.stringContaining('Full name is required'),
    });
    await expect(shop.callerFor(me).account.updateDetails({ ...details, email: 'not-an-email' })).rejects.toMatchObject({
      message: expect.stringContaining('Invalid email address'),
    });
  });

  it('keeps business fields for trade accounts and refuses role or balance fields', async () => {
    const customer = await makeUser(db());
    await expect(shop.callerFor(customer).account.updateDetails({ ...details, businessName: 'My Shop' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(shop.callerFor(customer).account.updateDetails({ ...details, role: 'admin' } as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      shop.callerFor(customer).account.updateDetails({ ...details, accountBalancePence: -100 } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const trade = await makeUser(db(), { role: 'wholesaler' });
    expect(
      await shop.callerFor(trade).account.updateDetails({ ...details, businessName: 'The Anchor', companyType: 'pub' }),
    ).toMatchObject({ businessName: 'The Anchor' });
  });

  it('changes the email only after the new address confirms, and tells the old address', async () => {
    const me = await makeUser(db());
    const browser = httpClient(baseUrl);
    await browser.post('/api/auth/sign-in/email', { email: me.email, password: me.password });
    const newEmail = `moved-${Date.now()}@example.com`;
    expect((await browser.post('/api/auth/change-email', { newEmail, callbackURL: '/account' })).status).toBe(200);
    const [confirmation] = await mailsTo(newEmail);
    expect(confirmation).toBeDefined();
    expect((await db().select().from(user).where(eq(user.id, me.id)))[0]?.email).toBe(me.email);

    await browser.get(linkIn(confirmation?.text));
    expect((await db().select().from(user).where(eq(user.id, me.id)))[0]?.email).toBe(newEmail);
    expect((await db().select().from(profiles).where(eq(profiles.userId, me.id)))[0]?.email).toBe(newEmail);
    expect((await mailsTo(me.email)).map((m) => m.subject)).toContain('Your email address was changed');
  });
});

describe('passwords', () => {
  it('refuses common passwords on sign-up', async () => {
    const response = await httpClient(baseUrl).post('/api/auth/sign-up/email', {
      name: 'Common Carl',
      email: 'carl@example.com',
      password: 'password',
      profile: { accountType: 'Customer', fullName: 'Common Carl' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
  });

  it('resets a password with a single-use link and signs out other sessions', async () => {
    const me = await makeUser(db());
    const other = httpClient(baseUrl);
    await other.post('/api/auth/sign-in/email', { email: me.email, password: me.password });
    expect((await trpcQuery(other, 'account.me')).status).toBe(200);

    const browser = httpClient(baseUrl);
    expect(
      (await browser.post('/api/auth/request-password-reset', { email: me.email, redirectTo: '/reset-password' })).status,
    ).toBe(200);
    const [mail] = await mailsTo(me.email);
    expect(mail?.subject).toBe('Reset your password');
    const token = linkIn(mail?.text).match(/reset-password\/([^?]+)/)?.[1];
    expect(token).toBeTruthy();

    const reset = await browser.post('/api/auth/reset-password', { newPassword: 'a-brand-new-passphrase', token });
    expect(reset.status).toBe(200);
    const reuse = await browser.post('/api/auth/reset-password', { newPassword: 'yet-another-passphrase', token });
    expect(reuse.status).toBe(400);
    expect((await trpcQuery(other, 'account.me')).status).toBe(401);
    expect((await browser.post('/api/auth/sign-in/email', { email: me.email, password: 'a-brand-new-passphrase' })).status).toBe(
      200,
    );
  });

  it('gives the same answer for reset requests of known and unknown emails', async () => {
    const me = await makeUser(db());
    const known = await httpClient(baseUrl).post('/api/auth/request-password-reset', {
      email: me.email,
      redirectTo: '/reset-password',
    });
    const unknown = await httpClient(baseUrl).post('/api/auth/request-password-reset', {
      email: 'nobody@example.com',
      redirectTo: '/reset-password',
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
  });
});

describe('wholesale accounts', () => {
  it('emails the admins about a new application', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const response = await httpClient(baseUrl).post('/api/auth/sign-up/email', {
      name: 'Gina Gym',
      email: 'gina@irongym.example',
      password: 'deadlifts-and-biltong',
      profile: {
        accountType: 'Wholesale',
        fullName: 'Gina Gym',
        businessName: 'Iron Gym',
        companyType: 'gym',
        phone: '0113 496 0000',
      },
    });
    expect(response.status).toBe(200);
    const [mail] = (await mailsTo(admin.email)).filter((m) => m.subject === 'New wholesale application to review');
    expect(mail?.text).toContain('Iron Gym');
  });

  it('approves an applicant: role and status change, email sent, audited; twice is refused', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const applicant = await makeUser(db(), { accountType: 'Wholesale', status: 'pending', businessName: 'Crown Pub' });
    const caller = shop.callerFor(admin).admin;
    expect(await caller.decideAccount({ userId: applicant.id, decision: 'approve' })).toMatchObject({
      status: 'approved',
      role: 'wholesaler',
      priceTier: 1,
    });
    await expect(caller.decideAccount({ userId: applicant.id, decision: 'approve' })).rejects.toMatchObject({
      message: 'This account is already approved.',
    });
    expect((await mailsTo(applicant.email)).map((m) => m.subject)).toContain('Your trade account is approved');
    const audits = await db().select().from(auditLog).where(eq(auditLog.targetId, applicant.id));
    expect(audits.map((a) => a.action)).toEqual(['account.approve']);

    expect(await caller.decideAccount({ userId: applicant.id, decision: 'reject' })).toMatchObject({
      status: 'rejected',
      role: 'customer',
    });
    const customer = await makeUser(db());
    await expect(caller.decideAccount({ userId: customer.id, decision: 'approve' })).rejects.toMatchObject({
      message: 'Only wholesale accounts can be approved or rejected.',
    });
  });

  it('edits an account and adjusts a balance through the ledger (admin only)', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const trade = await makeUser(db(), { role: 'wholesaler' });
    const caller = shop.callerFor(admin).admin;
    const updated = await caller.updateAccount({
      userId: trade.id,
      fullName: 'Trade Tess',
      accountType: 'Wholesale',
      status: 'approved',
      role: 'wholesaler',
      priceTier: 3,
      termsDays: 14,
      creditLimit: '750.50',
    });
    expect(updated).toMatchObject({
      priceTier: 3,
      terms: 'Net 14',
      termsDays: 14,
      creditLimitPence: 75_050,
      fullName: 'Trade Tess',
    });
    expect(await caller.adjustBalance({ userId: trade.id, amount: '-12.50', reason: 'Goodwill credit' })).toEqual({
      balancePence: -1250,
    });
    const ledger = await db().select().from(accountLedgerEntries).where(eq(accountLedgerEntries.userId, trade.id));
    expect(ledger.map((l) => [l.amountPence, l.reason])).toEqual([[-1250, 'Goodwill credit']]);
    const account = await caller.getAccount({ userId: trade.id });
    expect(account.profile.accountBalancePence).toBe(-1250);

    const customer = await makeUser(db());
    for (const call of [
      () =>
        shop.callerFor(customer).admin.updateAccount({
          userId: customer.id,
          fullName: 'Me',
          accountType: 'Admin',
          status: null,
          role: 'admin',
          priceTier: null,
          termsDays: null,
        }),
      () => shop.callerFor(customer).admin.adjustBalance({ userId: customer.id, amount: '100', reason: 'free money' }),
      () => shop.callerFor(trade).admin.decideAccount({ userId: trade.id, decision: 'approve' }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await db().select().from(profiles).where(eq(profiles.userId, customer.id)))[0]).toMatchObject({
      role: 'customer',
      accountBalancePence: 0,
    });
  });

  it('shows the wholesale dashboard to approved wholesalers only', async () => {
    const trade = await makeUser(db(), { role: 'wholesaler', businessName: 'The Anchor' });
    expect(await shop.callerFor(trade).wholesale.dashboard()).toMatchObject({
      businessName: 'The Anchor',
      status: 'approved',
      accountBalancePence: 0,
    });
    const pending = await makeUser(db(), { accountType: 'Wholesale', status: 'pending' });
    await expect(shop.callerFor(pending).wholesale.dashboard()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
