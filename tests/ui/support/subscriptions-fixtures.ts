import type { RouterOutputs } from '../../../server/trpc/app-router';
import { WEIGHTS } from '../../../shared/constants';
import type { TrpcOutput } from './msw';

type OwnSubscription = RouterOutputs['subscription']['listMine'][number];
type AdminRow = RouterOutputs['adminSubscriptions']['list']['rows'][number];

/** `subscription.varieties`: these flavours, each offered in the given sizes (all of them unless told). */
export function varieties(
  names: readonly string[],
  weights: TrpcOutput<'subscription.varieties'>[number]['weights'] = [...WEIGHTS],
): TrpcOutput<'subscription.varieties'> {
  return names.map((name) => ({ name, weights }));
}

/** One of the signed-in customer's subscriptions as `subscription.listMine` returns it. */
export function makeSubscription(overrides: Partial<OwnSubscription> = {}): OwnSubscription {
  return {
    id: '0b9f5a52-8a43-4a8e-9d11-6f4d2a7c1e01',
    userId: 'user-1',
    planName: 'The Knight',
    bagCount: 2,
    weight: '500g',
    frequency: 'Monthly',
    pricePence: 3796,
    moistureLevel: 'wet',
    bags: [
      { variety: 'Original', moisture: 'wet', fat: 'lean' },
      { variety: 'Chilli', moisture: 'wet', fat: 'with-fat' },
    ],
    deliveryFullName: 'Charlie Customer',
    deliveryAddress1: '1 Castle Street',
    deliveryAddress2: null,
    deliveryCity: 'York',
    deliveryPostcode: 'YO1 7HH',
    status: 'active',
    nextDeliveryAt: '2099-02-15',
    unavailableWarnedFor: null,
    cancelReason: null,
    cancelDetails: null,
    keyInformation: null,
    createdAt: new Date('2026-01-15T10:00:00.000Z'),
    updatedAt: new Date('2026-01-15T10:00:00.000Z'),
    ...overrides,
  };
}

/** A row of the admin 'All Subscriptions' table. */
export function makeAdminRow(overrides: Partial<AdminRow> = {}): AdminRow {
  return {
    id: '0b9f5a52-8a43-4a8e-9d11-6f4d2a7c1e01',
    userId: 'user-1',
    subscriberName: 'Charlie Customer',
    subscriberEmail: 'customer@royal-biltong.example',
    planName: 'The Knight',
    bagCount: 2,
    weight: '500g',
    status: 'active',
    pricePence: 3796,
    frequency: 'Monthly',
    nextDeliveryAt: '2099-02-15',
    createdAt: new Date('2026-01-15T10:00:00.000Z'),
    ...overrides,
  };
}
