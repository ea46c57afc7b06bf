import { z } from 'zod';
import { FREQUENCIES, SUBSCRIPTION_STATUSES } from '../constants';
import { tableQuery } from '../table-query';
import { text } from './fields';

/** 'All Subscriptions': the table, its CSV export and the page's URL share this shape (newest first by default). */
export const subscriptionsTable = tableQuery({
  sortable: ['subscriberName', 'planName', 'status', 'pricePence', 'frequency', 'createdAt', 'nextDeliveryAt'],
  filters: {
    search: text().trim().max(100).optional(),
    status: z.enum(SUBSCRIPTION_STATUSES).optional(),
    frequency: z.enum(FREQUENCIES).optional(),
    /** Active subscriptions whose next delivery is within this many days (the overview's 'renewing soon'). */
    renewsWithin: z.number().int().min(0).max(366).optional(),
  },
  defaultSort: { id: 'createdAt', desc: true },
  defaultPageSize: 10,
});

export const adminSubscriptionActionSchema = z.strictObject({
  id: z.uuid({ error: 'Subscription not found.' }),
  action: z.enum(['pause', 'resume', 'cancel']),
});
