import { z } from 'zod';
import { FREQUENCIES, SUBSCRIPTION_STATUSES } from '../constants';
import { text } from './fields';

export const SUBSCRIPTION_SORT_COLUMNS = [
  'subscriberName',
  'planName',
  'status',
  'pricePence',
  'frequency',
  'createdAt',
] as const;

/** Admin subscriptions table: filtering, sorting and paging happen on the server. */
export const adminSubscriptionsFilterSchema = z.strictObject({
  search: text().trim().max(100).optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  frequency: z.enum(FREQUENCIES).optional(),
});

export const adminSubscriptionsListSchema = adminSubscriptionsFilterSchema.extend({
  sortBy: z.enum(SUBSCRIPTION_SORT_COLUMNS).default('createdAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
});

export const adminSubscriptionActionSchema = z.strictObject({
  id: z.uuid({ error: 'Subscription not found.' }),
  action: z.enum(['pause', 'resume', 'cancel']),
});
