import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { signActionLink } from '../../server/modules/subscription/link-tokens';
import { documentDate } from '../../shared/dates';
import { nextDeliveryAfter } from '../../shared/subscriptions';
import { DEMO, gotoHydrated, openBrowser, signInViaApi, trpcGet, trpcPost } from './browser';

let browser: Awaited<ReturnType<typeof openBrowser>>;
beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(async () => {
  await browser.close();
});

type Sub = { id: string; planName: string; nextDeliveryAt: string; status: string };

describe('one-click subscription links in Chromium', () => {
  it('opening "Skip this delivery" changes nothing; the button skips once; the link then says it was used', async () => {
    // The demo customer's subscription, made over the API; the link is signed as the shop's emails sign it.
    await signInViaApi(browser.context, DEMO.customer);
    const varieties = await trpcGet<{ name: string; weights: string[] }[]>(browser.context, 'subscription.varieties');
    const variety = varieties.find((v) => v.weights.includes('250g'))?.name as string;
    const sub = await trpcPost<Sub>(browser.context, 'subscription.create', {
      planName: 'The Scout',
      weight: '250g',
      frequency: 'Monthly',
      bags: [{ variety, moisture: 'wet', fat: 'lean' }],
      delivery: { fullName: 'Link Clicker', address1: '3 Inbox Row', city: 'York', postcode: 'YO1 7HH' },
    });
    const token = await signActionLink(
      { authSecret: inject('e2eAuthSecret') },
      { subscriptionId: sub.id, action: 'skip', deliveryDate: sub.nextDeliveryAt },
    );
    // A stranger's browser, signed out: the link alone is the key.
    const stranger = await openBrowser();
    try {
      const page = await stranger.context.newPage();
      await gotoHydrated(page, `/subscription-action?token=${token}`);
      await page.getByRole('heading', { name: 'The Scout: 1 × 250g, monthly' }).waitFor();
      await page.getByText(`Skip the delivery of ${documentDate(sub.nextDeliveryAt)}?`).waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Skip this delivery' }).waitFor();
      const mine = async () =>
        (await trpcGet<Sub[]>(browser.context, 'subscription.listMine')).find((s) => s.id === sub.id) as Sub;
      expect((await mine()).nextDeliveryAt).toBe(sub.nextDeliveryAt);

      await page.getByRole('button', { name: 'Skip this delivery' }).click();
      const next = nextDeliveryAfter(sub.nextDeliveryAt, 'Monthly');
      await page.getByText(`Skipped. Your next delivery is on ${documentDate(next)}.`).waitFor();
      expect((await mine()).nextDeliveryAt).toBe(next);

      await gotoHydrated(page, `/subscription-action?token=${token}`);
      await page.getByText('This link has already been used.').waitFor();
      expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth?redirect=%2Faccount');
      const middle = Math.floor(token.length / 2);
      const tampered = `${token.slice(0, middle)}${token[middle] === 'A' ? 'B' : 'A'}${token.slice(middle + 1)}`;
      await gotoHydrated(page, `/subscription-action?token=${tampered}`);
      await page.getByText('This link is not valid. It may have been copied incompletely.').waitFor();
      expect((await mine()).nextDeliveryAt).toBe(next);
      expect(stranger.consoleErrors).toEqual([]);
    } finally {
      await stranger.close();
      await trpcPost(browser.context, 'subscription.cancel', { id: sub.id });
    }
  });
});
