import { z } from 'zod';
import { FAT_OPTIONS, FREQUENCIES, MOISTURE_LEVELS, PLANS, WEIGHTS } from '../constants';
import { emailSchema, passwordSchema } from './fields';

export const PLAN_NAMES = PLANS.map((p) => p.name) as [string, ...string[]];

/** One bag of a new subscription (spec: variety, moisture defaulting to wet, fat). */
export const bagSelectionSchema = z.strictObject({
  variety: z.string({ error: 'Please select a variety.' }).trim().min(1, 'Please select a variety.').max(80),
  moisture: z.enum(MOISTURE_LEVELS, { error: 'Please select a moisture level.' }),
  fat: z.enum(FAT_OPTIONS, { error: 'Please select a fat option.' }),
});

/** Delivery details of the spec's new-subscription form. */
export const deliverySchema = z.strictObject({
  fullName: z.string().trim().min(2, 'Full name must be at least 2 characters.').max(120),
  address1: z.string().trim().min(5, 'Please enter a valid address.').max(200),
  address2: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => (v ? v : null)),
  city: z.string().trim().min(2, 'Please enter a city.').max(100),
  postcode: z.string().trim().min(5, 'Please enter a valid postcode.').max(12),
});

const planFields = {
  planName: z.enum(PLAN_NAMES, { error: 'Please choose a plan.' }),
  weight: z.enum(WEIGHTS),
  frequency: z.enum(FREQUENCIES),
  bags: z.array(bagSelectionSchema),
  delivery: deliverySchema,
};

/** Spec: as many bag selections as the plan has bags ('Please select N varieties.'). */
function bagsMatchPlan(value: { planName: string; bags: unknown[] }, ctx: z.RefinementCtx) {
  const plan = PLANS.find((p) => p.name === value.planName);
  if (plan && value.bags.length !== plan.bags) {
    ctx.addIssue({ code: 'custom', path: ['bags'], message: `Please select ${plan.bags} varieties.` });
  }
}

/** Signed in: the subscription alone. */
export const newSubscriptionSchema = z.strictObject(planFields).superRefine(bagsMatchPlan);
export type NewSubscriptionInput = z.input<typeof newSubscriptionSchema>;

/** Signed out: the same form plus the new account's email and password (spec section 5, password raised to 8). */
export const newSubscriptionWithAccountSchema = z
  .strictObject({ ...planFields, email: emailSchema, password: passwordSchema })
  .superRefine(bagsMatchPlan);

/** The subscription carried in the sign-up metadata of a signed-out subscriber. */
export const signUpSubscriptionSchema = z.strictObject(planFields).superRefine(bagsMatchPlan);

export const editSubscriptionSchema = z
  .strictObject({
    id: z.uuid(),
    weight: z.enum(WEIGHTS),
    frequency: z.enum(FREQUENCIES),
    moisture: z.enum(MOISTURE_LEVELS),
    varieties: z.array(z.string().trim().min(1).max(80)),
    address1: z.string().trim().max(200),
    address2: z.string().trim().max(200).nullish(),
    city: z.string().trim().max(100),
    postcode: z.string().trim().max(12),
  })
  .superRefine((value, ctx) => {
    if (!value.address1 || !value.city || !value.postcode) {
      ctx.addIssue({ code: 'custom', path: ['address1'], message: 'Please fill in all required address fields.' });
    }
  });
export type EditSubscriptionInput = z.input<typeof editSubscriptionSchema>;

/** 'Please select exactly N variety or varieties.' (spec: edit dialog). */
export function exactVarietiesMessage(count: number): string {
  return `Please select exactly ${count} variety or varieties.`;
}

export const subscriptionIdSchema = z.strictObject({ id: z.uuid({ error: 'Subscription not found.' }) });
