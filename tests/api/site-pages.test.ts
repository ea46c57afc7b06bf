import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/index';
import { describeAuditChange } from '../../shared/audit-summary';
import { RETURNS_RULE } from '../../shared/consumer-rules';
import { SITE_PAGE_SLUGS } from '../../shared/site-pages';
import { issuesOf } from '../support/admin';
import { type MadeUser, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let admin: MadeUser;
beforeAll(async () => {
  shop = await createTestShop({
    seller: {
      tradingName: 'Crown Jerky',
      legalName: 'Crown Snacks Ltd',
      address: ['2 Mill Lane', 'Leeds LS1 1AA'],
      vatNumber: 'GB 999 8888 77',
      companyNumber: 'SC123456',
      email: 'help@crown.example',
      phone: '0113 496 0000',
    },
  });
  admin = await makeUser(shop.database.db, { role: 'admin', fullName: 'Ada Admin' });
  // The back office changes delivery before anyone reads a page: the starting text must use these rates.
  await shop.callerFor(admin).delivery.update({
    bands: [
      { service: 'Tracked 48', maxWeightKg: 1, price: 4.25 },
      { service: 'Tracked 48', maxWeightKg: 5, price: 6.5 },
    ],
    freeThreshold: 55,
    collectEnabled: false,
    collectPrice: 0,
    subscriptionPrice: 3.95,
  });
});
afterAll(() => shop.close());

const anonymous = () => shop.callerFor(null);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'");

describe('the owner’s pages', () => {
  it('site.seller is the configured seller identity, for every visitor', async () => {
    expect(await anonymous().site.seller()).toEqual(shop.config.seller);
  });

  it('start with a plain text written from the seller and delivery settings of their first read', async () => {
    const terms = text((await anonymous().site.page({ slug: 'terms' })).html);
    for (const fact of ['Crown Jerky is the trading name of Crown Snacks Ltd', 'Scotland', 'SC123456', 'GB 999 8888 77']) {
      expect(terms).toContain(fact);
    }
    expect(terms).toContain('2 Mill Lane, Leeds LS1 1AA');
    expect(terms).toContain('help@crown.example');
    expect(terms).toContain('£4.25 up to 1 kg, £6.50 up to 5 kg');
    expect(terms).toContain('free when your goods come to £55.00 or more');
    for (const rule of RETURNS_RULE) expect(terms).toContain(rule);

    const returns = text((await anonymous().site.page({ slug: 'delivery-returns' })).html);
    expect(returns).toContain('United Kingdom only');
    for (const rule of RETURNS_RULE) expect(returns).toContain(rule);
    expect(text((await anonymous().site.page({ slug: 'privacy' })).html)).toContain('Crown Snacks Ltd is responsible');
    expect((await anonymous().site.page({ slug: 'contact' })).version).toBe(1);

    // Stored once: a later change to the delivery settings does not rewrite the owner's page.
    await shop.callerFor(admin).delivery.update({
      bands: [{ service: 'Tracked 48', maxWeightKg: 20, price: 9.99 }],
      freeThreshold: 80,
      collectEnabled: false,
      collectPrice: 0,
      subscriptionPrice: 3.95,
    });
    expect(text((await anonymous().site.page({ slug: 'terms' })).html)).toContain('£55.00');
  });

  it('the back office lists every page, flagged as starting text until saved', async () => {
    const pages = await shop.callerFor(admin).site.pages();
    expect(pages.map((page) => page.slug)).toEqual([...SITE_PAGE_SLUGS]);
    expect(pages.map((page) => page.title)).toEqual(['Terms of Sale', 'Privacy Notice', 'Delivery & Returns', 'Contact Us']);
    expect(pages.every((page) => page.startingText && page.version === 1)).toBe(true);
  });

  it('a save makes a new version that the public page shows, keeps the old one, and audits the changed lines', async () => {
    const [before] = (await shop.callerFor(admin).site.pages()).filter((page) => page.slug === 'terms');
    if (!before) throw new Error('no terms');
    const markdown = before.markdown.replace(
      'We sell to customers with a delivery address in the United Kingdom only.',
      'We sell to customers in Great Britain and Northern Ireland only.',
    );
    expect(await shop.callerFor(admin).site.savePage({ slug: 'terms', version: 1, markdown })).toEqual({ version: 2 });

    const current = await anonymous().site.page({ slug: 'terms' });
    expect(current).toMatchObject({ version: 2, currentVersion: 2 });
    expect(text(current.html)).toContain('Great Britain and Northern Ireland');
    expect(current.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const original = await anonymous().site.page({ slug: 'terms', version: 1 });
    expect(original).toMatchObject({ version: 1, currentVersion: 2 });
    expect(text(original.html)).toContain('United Kingdom only');

    const [saved] = (await shop.callerFor(admin).site.pages()).filter((page) => page.slug === 'terms');
    expect(saved).toMatchObject({ version: 2, startingText: false, updatedByName: 'Ada Admin' });

    const [audit] = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, 'terms'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit).toMatchObject({ action: 'site_page.update', targetType: 'site_page', actorUserId: admin.id });
    expect(describeAuditChange({ action: audit?.action ?? '', before: audit?.before, after: audit?.after })).toEqual([
      "Edited site page 'Terms of Sale'",
      'version: 1 → 2',
      'starting text: yes → no',
      '− - We sell to customers with a delivery address in the United Kingdom only.',
      '+ - We sell to customers in Great Britain and Northern Ireland only.',
    ]);
  });

  it('never overwrites a save made since the editor opened the page', async () => {
    await expect(
      shop.callerFor(admin).site.savePage({ slug: 'terms', version: 1, markdown: 'An older edit.' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Someone else saved the Terms of Sale page since you opened it. Reload to see their text before you change it.',
    });
    expect((await anonymous().site.page({ slug: 'terms' })).version).toBe(2);
  });

  it('saving the starting text unchanged makes it the owner’s without a new version', async () => {
    const [privacy] = (await shop.callerFor(admin).site.pages()).filter((page) => page.slug === 'privacy');
    if (!privacy) throw new Error('no privacy page');
    await shop.callerFor(admin).site.savePage({ slug: 'privacy', version: 1, markdown: privacy.markdown });
    const [after] = (await shop.callerFor(admin).site.pages()).filter((page) => page.slug === 'privacy');
    expect(after).toMatchObject({ version: 1, startingText: false });
  });

  it('renders hostile Markdown as inert text', async () => {
    const markdown = '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))';
    await shop.callerFor(admin).site.savePage({ slug: 'contact', version: 1, markdown });
    const { html } = await anonymous().site.page({ slug: 'contact' });
    expect(html).not.toMatch(/<script|<img|<a\b|href=/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses an unknown page or version, an empty or oversized text and control characters', async () => {
    await expect(anonymous().site.page({ slug: 'terms', version: 99 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'There is no version 99 of the Terms of Sale.',
    });
    await expect(anonymous().site.page({ slug: 'cookies' as 'terms' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const save = (markdown: string) => shop.callerFor(admin).site.savePage({ slug: 'terms', version: 2, markdown });
    expect(await issuesOf(save('   \n'))).toEqual(["markdown: Please write the page's text."]);
    expect(await issuesOf(save('x'.repeat(50_001)))).toEqual(['markdown: The page can be at most 50,000 characters.']);
    expect(await issuesOf(save('Hello\u0000'))).toEqual(['markdown: Contains characters that are not allowed.']);
    expect((await anonymous().site.page({ slug: 'terms' })).version).toBe(2);
  });
});
