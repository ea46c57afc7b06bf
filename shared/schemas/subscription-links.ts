import { z } from 'zod';
import { text } from './fields';
import { editSubscriptionSchema } from './subscription';
import { acceptCancelOfferSchema, cancelSubscriptionSchema } from './subscription-cancel';

/** A link from a subscription email, as the page passes it on (JWTs are a few hundred characters). */
export const linkTokenSchema = z.strictObject({ token: text().min(1).max(2_000) });

/** The page's hold on one subscription after 'Change flavours' or 'Manage subscription'. */
const capability = text().min(1).max(2_000);

export const linkSessionSchema = z.strictObject({ capability });
export const linkSessionEditSchema = editSubscriptionSchema.extend({ capability });
export const linkSessionChangeSchema = z.strictObject({
  capability,
  id: z.uuid(),
  change: z.enum(['skip', 'delay', 'pause', 'resume']),
});
/** Cancelling from the page a 'Manage subscription' link opened, with the same optional reason as the account. */
export const linkSessionCancelSchema = cancelSubscriptionSchema.safeExtend({ capability });
/** Taking the cancel dialog's offer on that page, as from the account. */
export const linkSessionAcceptOfferSchema = acceptCancelOfferSchema.extend({ capability });
