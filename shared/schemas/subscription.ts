import { z } from 'zod';
import { FAT_OPTIONS, FREQUENCIES, MOISTURE_LEVELS, PLANS, WEIGHTS } from '../constants';
import { CANCEL_REASONS } from '../subscription-cancel';
import { EDIT_FORM_OFFERS } from '../subscription-cancel-offer';
import { address1Field, address2Field, cityField, fullNameField, postcodeField, requiredField } from './address';
import { emailSchema, passwordNotEmail, passwordSchema, text } from './fields';

export const PLAN_NAMES = PLANS.map((p) => p.name) as [string, ...string[]];

/** One bag of a new subscription: variety, moisture (defaulting to wet), fat. */
export const bagSelectionSchema = z.strictObject({
  variety: text({ error: 'Please select a variety.' }).trim().min(1, 'Please select a variety.').max(80),
  moisture: z.enum(MOISTURE_LEVELS, { error: 'Please select a moisture level.' }),
  fat: z.enum(FAT_OPTIONS, { error: 'Please select a fat option.' }),
});

/** Delivery details of the new-subscription form. */
export const deliverySchema = z.strictObject({
  fullName: fullNameField,
  address1: address1Field,
  address2: address2Field,
  city: cityField,
  postcode: postcodeField,
});

const planFields = {
  planName: z.enum(PLAN_NAMES, { error: 'Please choose a plan.' }),
  weight: z.enum(WEIGHTS),
  frequency: z.enum(FREQUENCIES),
  bags: z.array(bagSelectionSchema).max(10),
  delivery: deliverySchema,
};

/** As many bag selections as the plan has bags ('Please select N varieties.'). */
function bagsMatchPlan(value: { planName: string; bags: unknown[] }, ctx: z.RefinementCtx) {
  const plan = PLANS.find((p) => p.name === value.planName);
  if (plan && value.bags.length !== plan.bags) {
    ctx.addIssue({ code: 'custom', path: ['bags'], message: `Please select ${plan.bags} varieties.` });
  }
}

/** Signed in: the subscription alone. */
export const newSubscriptionSchema = z.strictObject(planFields).superRefine(bagsMatchPlan);
export type NewSubscriptionInput = z.input<typeof newSubscriptionSchema>;

/** Signed out: the same form plus the new account's email and password (at least 8 characters). */
export const newSubscriptionWithAccountSchema = z
  .strictObject({ ...planFields, email: emailSchema, password: passwordSchema })
  .superRefine(bagsMatchPlan)
  .superRefine(passwordNotEmail);

/** The subscription carried in the sign-up metadata of a signed-out subscriber. */
export const signUpSubscriptionSchema = z.strictObject(planFields).superRefine(bagsMatchPlan);

const REQUIRED_ADDRESS_MESSAGE = 'Please fill in all required address fields.';

/**
 * 'Edit subscription'. Every bag is sent with its variety, moisture and fat, so an edit changes
 * only what the customer changed (the count is checked against the subscription on the server).
 * Opened from the cancel dialog's 'Change flavours instead', the edit also carries that offer and the
 * reason chosen, so the timeline shows the offer was taken.
 */
export const editSubscriptionSchema = z.strictObject({
  id: z.uuid(),
  weight: z.enum(WEIGHTS),
  frequency: z.enum(FREQUENCIES),
  bags: z.array(bagSelectionSchema).max(10),
  address1: requiredField(address1Field, REQUIRED_ADDRESS_MESSAGE),
  address2: address2Field,
  city: requiredField(cityField, REQUIRED_ADDRESS_MESSAGE),
  postcode: requiredField(postcodeField, REQUIRED_ADDRESS_MESSAGE),
  cancelOffer: z.enum(EDIT_FORM_OFFERS).optional(),
  reasonCode: z.enum(CANCEL_REASONS).optional(),
});
export type EditSubscriptionInput = z.input<typeof editSubscriptionSchema>;

/** 'Please select exactly N variety or varieties.' (the edit dialog). */
export function exactVarietiesMessage(count: number): string {
  return `Please select exactly ${count} variety or varieties.`;
}

export const subscriptionIdSchema = z.strictObject({ id: z.uuid({ error: 'Subscription not found.' }) });
