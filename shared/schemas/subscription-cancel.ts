import { z } from 'zod';
import { CANCEL_REASONS, OTHER_REASON_MESSAGE } from '../subscription-cancel';
import { ONE_PRESS_OFFERS } from '../subscription-cancel-offer';
import { text } from './fields';

/**
 * Cancelling a subscription: the reason is optional to the server (older clients, the back office
 * by phone), but 'Other' needs its few words.
 */
export const cancelSubscriptionSchema = z
  .strictObject({
    id: z.uuid({ error: 'Subscription not found.' }),
    reason: z.enum(CANCEL_REASONS, { error: 'Please choose a reason.' }).optional(),
    details: text().trim().max(500, 'Please keep it under 500 characters.').optional(),
  })
  .refine((input) => input.reason !== 'other' || Boolean(input.details), { message: OTHER_REASON_MESSAGE, path: ['details'] });

/**
 * Taking the cancel dialog's offer instead of cancelling: the reason chosen and the offer shown, which
 * the server checks is still the one that reason and the subscription give.
 */
export const acceptCancelOfferSchema = z.strictObject({
  id: z.uuid({ error: 'Subscription not found.' }),
  reason: z.enum(CANCEL_REASONS, { error: 'Please choose a reason.' }),
  offer: z.enum(ONE_PRESS_OFFERS),
});
