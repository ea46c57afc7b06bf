import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { emailOutbox, subscriptions } from '../../server/db/schema/index';
import { RENEWAL_REMINDERS } from '../../server/jobs/job-types';
import { jobDefinitions } from '../../server/jobs/registry';
import { createJobRunner } from '../../server/jobs/runner';
import { actOnLink } from '../../server/modules/subscription/email-links';
import { signActionLink } from '../../server/modules/subscription/link-tokens';
import { sendRenewalReminders } from '../../server/modules/subscription/reminders';
import type { AppDeps } from '../../server/trpc/context';
import { addDays } from '../../shared/dates';
import { shopToday } from '../../shared/promotions';
import { LINK_LABELS } from '../../shared/subscription-links';
import { makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

// PostgreSQL only: two app instances (each its own connection pool) running the reminder job at once.
let shop: TestShop;
let second: Awaited<ReturnType<typeof openDatabase>>;
let instanceB: AppDeps;
beforeAll(async () => {
  shop = await createTestShop();
  second = await openDatabase({ kind: 'postgres', url: shop.database.url as string, poolSize: 5 });
  instanceB = { ...shop.deps, db: second.db };
  await makeProduct(shop.database.db, { name: 'Twin Chilli', variants: { '250g': { stock: 100 } } });
});
afterAll(async () => {
  await second?.close();
  await shop?.close();
});

const db = () => shop.database.db;
const runnerOn = (deps: AppDeps, workerId: string) =>
  createJobRunner(deps, {
    definitions: jobDefinitions,
    recurring: [{ kind: RENEWAL_REMINDERS, everyMs: 60_000 }],
    pollMs: 10,
    workerId,
  });

async function dueInThreeDays(count: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const me = await makeUser(db());
      const sub = await shop.callerFor(me).subscription.create({
        planName: 'The Scout',
        weight: '250g',
        frequency: 'Fortnightly',
        bags: [{ variety: 'Twin Chilli', moisture: 'wet', fat: 'lean' }],
        delivery: { fullName: 'Twin Reminder', address1: '2 Twin Road', city: 'Leeds', postcode: 'LS1 1AA' },
      });
      await db()
        .update(subscriptions)
        .set({ nextDeliveryAt: addDays(shopToday(), 3) })
        .where(eq(subscriptions.id, sub.id));
      return { email: me.email, id: sub.id };
    }),
  );
}

describe('renewal reminders on two instances (PostgreSQL)', () => {
  it('a renewal due in 3 days gets exactly one reminder, through both job runners, again after a restart', async () => {
    const due = await dueInThreeDays(12);
    const [a, b] = [runnerOn(shop.deps, 'instance-a'), runnerOn(instanceB, 'instance-b')];
    await Promise.all([a.scheduleRecurring(), b.scheduleRecurring()]);
    await Promise.all([a.runDue(), b.runDue()]);
    // Both instances' ticks overlapping, then a restarted pair running it again for the same day.
    await Promise.all([sendRenewalReminders(shop.deps), sendRenewalReminders(instanceB), sendRenewalReminders(shop.deps)]);
    const [c, d] = [runnerOn(shop.deps, 'instance-a-restarted'), runnerOn(instanceB, 'instance-b-restarted')];
    await Promise.all([c.scheduleRecurring(), d.scheduleRecurring()]);
    await Promise.all([c.runDue(), d.runDue(), sendRenewalReminders(instanceB)]);

    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.to,
          due.map((s) => s.email),
        ),
      );
    expect(mails.map((m) => m.to).toSorted()).toEqual(due.map((s) => s.email).toSorted());
    const first = mails[0];
    expect(first?.text).toContain('Twin Chilli 250g');
    expect(first?.text).toContain('Price £9.99, delivery £3.95, total £13.94.');
    for (const label of Object.values(LINK_LABELS))
      expect(first?.text).toMatch(new RegExp(`^${label}: http\\S+token=\\S+$`, 'm'));
  }, 60_000);

  it('one link pressed on both instances at once skips the delivery once', async () => {
    const [sub] = await dueInThreeDays(1);
    const id = sub?.id as string;
    const deliveryDate = addDays(shopToday(), 3);
    const token = await signActionLink(shop.config, { subscriptionId: id, action: 'skip', deliveryDate });
    const onB = () => actOnLink(second.db, shop.config, token);
    const results = await Promise.all([shop.callerFor().subscriptionLink.act({ token }), onB(), onB()]);
    expect(results.map((r) => r.status).toSorted()).toEqual(['done', 'used', 'used']);
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row?.nextDeliveryAt).toBe(addDays(deliveryDate, 14));
  });
});
