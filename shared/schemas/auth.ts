import { z } from 'zod';
import { COMPANY_TYPES } from '../constants';
import { optionalField, postcodeField } from './address';
import { emailSchema, passwordNotEmail, passwordSchema, text } from './fields';
import { signUpSubscriptionSchema } from './subscription';

export { emailSchema, passwordSchema };

const optionalText = text()
  .trim()
  .max(200)
  .transform((value) => (value === '' ? null : value))
  .nullish();

/** Sign-up metadata of a retail customer. */
export const customerSignUpProfileSchema = z.strictObject({
  accountType: z.literal('Customer'),
  fullName: text().trim().min(1, 'Full name is required').max(120),
  address1: optionalText,
  address2: optionalText,
  city: optionalText,
  postcode: optionalField(postcodeField).optional(),
  /** A signed-out visitor who subscribes signs up with the subscription; it waits for the verified email. */
  subscription: signUpSubscriptionSchema.optional(),
});

/** UK VAT registration number: GB followed by 9 or 12 digits (spaces allowed). */
export const UK_VAT_NUMBER = /^GB ?(\d{3} ?\d{4} ?\d{2}( ?\d{3})?|(GD|HA)\d{3})$/i;

/** Sign-up metadata of a wholesale applicant (with phone and VAT number). */
export const wholesaleSignUpProfileSchema = z.strictObject({
  accountType: z.literal('Wholesale'),
  fullName: text().trim().min(1, 'Full name is required').max(120),
  businessName: text().trim().min(1, 'Business name is required').max(160),
  companyType: z.enum(COMPANY_TYPES, { error: 'Please choose a company type' }),
  phone: text().trim().min(7, 'Please enter a valid phone number').max(32),
  vatNumber: text()
    .trim()
    .transform((value) => (value === '' ? null : value.toUpperCase()))
    .nullish()
    .refine((value) => value == null || UK_VAT_NUMBER.test(value), 'Please enter a valid UK VAT number (e.g. GB123456789)'),
});

export const signUpProfileSchema = z.discriminatedUnion('accountType', [
  customerSignUpProfileSchema,
  wholesaleSignUpProfileSchema,
]);
export type SignUpProfile = z.infer<typeof signUpProfileSchema>;

/** What the sign-up endpoint receives on top of better-auth's name/email/password. */
export const signUpBodySchema = z
  .object({
    name: text().trim().min(1).max(120),
    email: emailSchema,
    password: passwordSchema,
    profile: signUpProfileSchema,
  })
  .superRefine(passwordNotEmail);

export const signInSchema = z.object({
  email: emailSchema,
  password: text().min(1, 'Password is required.'),
});
