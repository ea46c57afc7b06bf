import { zod4Resolver } from 'mantine-form-zod-resolver';
import { DEFAULT_FAT, DEFAULT_MOISTURE } from '../../../shared/constants';
import { newSubscriptionSchema, newSubscriptionWithAccountSchema } from '../../../shared/schemas/subscription';
import type { Profile } from '../../lib/auth/auth-context';
import type { PlanChoice } from './plan-card';

/** Form state: loose strings until the shared schema has checked them (fat starts lean, the usual choice). */
export type BagValues = { variety: string; moisture: string; fat: string };
export type DeliveryValues = { fullName: string; address1: string; address2: string; city: string; postcode: string };
export type SubscribeFormValues = {
  planName: string;
  weight: string;
  frequency: string;
  bags: BagValues[];
  delivery: DeliveryValues;
  email: string;
  password: string;
};

/** A signed-in customer's saved address is the likely delivery address. */
export function savedDelivery(profile: Profile): DeliveryValues {
  return {
    fullName: profile.fullName,
    address1: profile.address1 ?? '',
    address2: profile.address2 ?? '',
    city: profile.city ?? '',
    postcode: profile.postcode ?? '',
  };
}

export function initialSubscribeValues(choice: PlanChoice): SubscribeFormValues {
  return {
    planName: choice.plan.name,
    weight: choice.weight,
    frequency: choice.frequency,
    // One selection per bag, moisture defaulting to wet.
    bags: Array.from({ length: choice.plan.bags }, () => ({ variety: '', moisture: DEFAULT_MOISTURE, fat: DEFAULT_FAT })),
    delivery: { fullName: '', address1: '', address2: '', city: '', postcode: '' },
    email: '',
    password: '',
  };
}

const signedInResolver = zod4Resolver(newSubscriptionSchema, { errorPriority: 'first' });
const signedOutResolver = zod4Resolver(newSubscriptionWithAccountSchema, { errorPriority: 'first' });

/** The shared schemas decide: email and password belong to the form only when signed out. */
export function validateSubscribeForm(values: SubscribeFormValues, signedIn: boolean) {
  if (!signedIn) return signedOutResolver(values);
  const { email: _email, password: _password, ...subscription } = values;
  return signedInResolver(subscription);
}
