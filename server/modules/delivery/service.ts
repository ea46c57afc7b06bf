import { poundsToPence } from '../../../shared/money';
import type { DeliveryForm } from '../../../shared/schemas/delivery';
import type { Db, Tx } from '../../db/client';
import { deliveryBands, deliverySettings } from '../../db/schema/index';
import type { Actor } from '../audit/actor';
import { recordAudit } from '../audit/service';
import { loadDeliveryRates } from './queries';

/**
 * Saves the whole Delivery page at once: the bands are replaced and the settings row updated in
 * one transaction with one audit row holding the rates before and after, so a checkout never sees
 * half an edit and the log shows every price change.
 */
export async function updateDeliveryRates(db: Db, actor: Actor, form: DeliveryForm) {
  return db.transaction(async (tx) => {
    // The settings row is locked first: two admins saving at once are applied one after the other.
    await tx.insert(deliverySettings).values({ id: 1 }).onConflictDoNothing();
    const before = await lockedRates(tx);
    await tx.delete(deliveryBands);
    await tx.insert(deliveryBands).values(
      form.bands.map((b) => ({
        service: b.service,
        maxWeightGrams: Math.round(b.maxWeightKg * 1000),
        pricePence: poundsToPence(b.price),
      })),
    );
    const settings = {
      freeThresholdPence: poundsToPence(form.freeThreshold),
      collectEnabled: form.collectEnabled,
      collectPricePence: poundsToPence(form.collectPrice),
      subscriptionPricePence: poundsToPence(form.subscriptionPrice),
      updatedAt: new Date(),
    };
    await tx.update(deliverySettings).set(settings);
    const after = await loadDeliveryRates(tx);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'delivery.update',
      targetType: 'delivery',
      targetId: null,
      before,
      after,
    });
    return after;
  });
}

async function lockedRates(tx: Tx) {
  await tx.select({ id: deliverySettings.id }).from(deliverySettings).for('update');
  return loadDeliveryRates(tx);
}
