import { eq } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import { productionForecast } from '../../../shared/forecast';
import { shopToday } from '../../../shared/promotions';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema/index';

/** The production forecast of the active subscriptions' schedules. */
export async function subscriptionForecast(db: Db, today = shopToday()) {
  const active = await db
    .select({
      nextDeliveryAt: subscriptions.nextDeliveryAt,
      frequency: subscriptions.frequency,
      weight: subscriptions.weight,
      bags: subscriptions.bags,
    })
    .from(subscriptions)
    .where(eq(subscriptions.status, 'active'));
  return { today, rows: productionForecast(active, today, addDays) };
}
