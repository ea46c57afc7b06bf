import { z } from 'zod';
import { customerSignUpProfileSchema, emailSchema, passwordSchema } from '../../../shared/schemas/auth';

/**
 * The Sign Up tab's fields: the shared schemas for name, email and password; the address is
 * required here (the spec's sign-up is a delivery customer) though the server accepts it empty.
 * Messages follow the spec's subscription form rules.
 */
export const signUpFormSchema = z.object({
  fullName: customerSignUpProfileSchema.shape.fullName,
  email: emailSchema,
  password: passwordSchema,
  address1: z.string().trim().min(5, 'Please enter a valid address.'),
  address2: z.string().trim().max(200),
  city: z.string().trim().min(2, 'Please enter a city.'),
  postcode: z.string().trim().min(5, 'Please enter a valid postcode.'),
});

export type SignUpFormValues = z.input<typeof signUpFormSchema>;
