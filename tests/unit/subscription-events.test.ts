import { describe, expect, it } from 'vitest';
import { applyChange } from '../../server/modules/subscription/changes';
import { shortDate, timelineLabel, timelineNote } from '../../shared/subscription-events';
import { delayedDelivery } from '../../shared/subscriptions';

const NOW = new Date('2026-11-25T10:00:00Z');

describe('timeline wording', () => {
  it('names the action, who acted through which channel, and the UK day', () => {
    const at = new Date('2026-12-03T09:00:00Z');
    expect(timelineLabel({ kind: 'skipped', actor: 'email-link', at }, NOW)).toBe('Skipped by email link, 3 Dec');
    expect(timelineLabel({ kind: 'skipped', actor: 'customer', at }, NOW)).toBe('Skipped, 3 Dec');
    expect(timelineLabel({ kind: 'paused', actor: 'admin', at }, NOW)).toBe('Paused by the shop, 3 Dec');
    expect(timelineLabel({ kind: 'renewed', actor: 'system', at }, NOW)).toBe('Box ordered, 3 Dec');
    // A kind added later still reads as words.
    expect(timelineLabel({ kind: 'offer_accepted', actor: 'customer', at }, NOW)).toBe('offer accepted, 3 Dec');
  });

  it('uses the London day (23:30 UTC in summer is the next day) and adds the year outside the current one', () => {
    expect(shortDate(new Date('2026-06-30T23:30:00Z'), NOW)).toBe('1 Jul');
    expect(shortDate(new Date('2025-12-31T23:30:00Z'), NOW)).toBe('31 Dec 2025');
    expect(shortDate('2027-01-04', NOW)).toBe('4 Jan 2027');
  });

  it('adds a second line for a moved delivery, a renewal, a failed payment and a reminder', () => {
    expect(timelineNote({ kind: 'delayed', detail: { from: '2026-12-03', to: '2026-12-10' } }, NOW)).toBe(
      'Delivery 3 Dec → 10 Dec',
    );
    expect(timelineNote({ kind: 'renewed', detail: { period: '2026-12-03', held: true } }, NOW)).toBe('Box of 3 Dec (on hold)');
    expect(timelineNote({ kind: 'payment_failed', detail: { orderNumber: 1042, attempt: 2 } }, NOW)).toBe(
      'Order #1042, attempt 2',
    );
    expect(timelineNote({ kind: 'paused', detail: { cause: 'payment_failed' } }, NOW)).toBe('After failed card payments');
    expect(timelineNote({ kind: 'reminder_sent', detail: { period: '2026-12-03' } }, NOW)).toBe('For 3 Dec');
    expect(timelineNote({ kind: 'cancelled', detail: { reason: 'Too expensive' } }, NOW)).toBe('Too expensive');
    expect(timelineNote({ kind: 'paused', detail: {} }, NOW)).toBeNull();
    // Only well-formed dates are read from the stored detail.
    expect(timelineNote({ kind: 'skipped', detail: { from: '<b>', to: '2026-12-10' } }, NOW)).toBeNull();
  });
});

describe('Delay one week', () => {
  it('moves the next delivery seven days, across a month and a year end', () => {
    expect(delayedDelivery('2026-12-03')).toBe('2026-12-10');
    expect(delayedDelivery('2026-12-28')).toBe('2027-01-04');
  });

  it('is for active subscriptions only; the frequency does not matter', () => {
    for (const frequency of ['Weekly', 'Monthly', 'Quarterly'] as const) {
      expect(applyChange({ status: 'active', nextDeliveryAt: '2026-12-03', frequency }, 'delay')).toEqual({
        nextDeliveryAt: '2026-12-10',
      });
    }
    for (const status of ['paused', 'cancelled']) {
      expect(() => applyChange({ status, nextDeliveryAt: '2026-12-03', frequency: 'Monthly' }, 'delay')).toThrow(
        'Only active subscriptions can be delayed.',
      );
    }
  });
});
