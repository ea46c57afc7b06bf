import type { Db } from '../../server/db/client';
import { subscriptionEvents, subscriptions } from '../../server/db/schema/index';
import type { Frequency } from '../../shared/constants';
import type { CancelReason } from '../../shared/subscription-cancel';
import type { SubscriptionEventActor, SubscriptionEventKind } from '../../shared/subscription-events';
import { makeUser } from './factories';

/** One timeline entry: what, when (ISO instant), by whom (the subscriber unless said), with what detail. */
export type HistoryEvent = [
  kind: SubscriptionEventKind,
  at: string,
  actor?: SubscriptionEventActor,
  detail?: Record<string, unknown>,
];

export type HistoryEntry = {
  createdAt: string;
  frequency: Frequency;
  pricePence: number;
  status?: 'active' | 'paused' | 'cancelled';
  cancelReason?: CancelReason | null;
  events?: HistoryEvent[];
  /** The row's last change; the last event's time unless given. */
  updatedAt?: string;
};

/** The UK calendar month an instant falls in, 'YYYY-MM' (tests place their histories with it). */
export function ukMonth(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit' }).formatToParts(
    instant,
  );
  return `${parts.find((p) => p.type === 'year')?.value}-${parts.find((p) => p.type === 'month')?.value}`;
}

/** 'YYYY-MM' moved by n months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Stores the subscriptions with a 'created' event at their start and the rest of their timeline. */
export async function seedHistory(db: Db, entries: HistoryEntry[]): Promise<void> {
  const owner = await makeUser(db);
  for (const entry of entries) {
    const events = entry.events ?? [];
    const [row] = await db
      .insert(subscriptions)
      .values({
        userId: owner.id,
        planName: 'The Knight',
        bagCount: 1,
        weight: '250g',
        frequency: entry.frequency,
        pricePence: entry.pricePence,
        moistureLevel: 'normal',
        bags: [{ variety: 'Original', moisture: 'normal', fat: 'lean' }],
        deliveryAddress1: '12 High Street',
        deliveryCity: 'Leeds',
        deliveryPostcode: 'LS1 4AP',
        status: entry.status ?? (events.some(([kind]) => kind === 'cancelled') ? 'cancelled' : 'active'),
        cancelReason: entry.cancelReason ?? null,
        nextDeliveryAt: '2030-01-01',
        createdAt: new Date(entry.createdAt),
        updatedAt: new Date(entry.updatedAt ?? events.at(-1)?.[1] ?? entry.createdAt),
      })
      .returning({ id: subscriptions.id });
    if (!row) throw new Error('subscription insert failed');
    await db.insert(subscriptionEvents).values(
      [['created', entry.createdAt] as HistoryEvent, ...events].map(([kind, at, actor = 'customer', detail = {}]) => ({
        subscriptionId: row.id,
        kind,
        actor,
        detail,
        at: new Date(at),
      })),
    );
  }
}
