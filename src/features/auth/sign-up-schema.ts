import { z } from 'zod';
import { customerSignUpProfileSchema, emailSchema, passwordSchema } from '../../../shared/schemas/auth';
import { passwordNotEmail, text } from '../../../shared/schemas/fields';

/**
 * The Sign Up tab's fields: the shared schemas for name, email and password; the address is
 * required here (a new account is a delivery customer) though the server accepts it empty.
 * Messages follow the subscription form's rules.
 */
export const signUpFormSchema = z
  .object({
    fullName: customerSignUpProfileSchema.shape.fullName,
    email: emailSchema,
    password: passwordSchema,
    address1: text().trim().min(5, 'Please enter a valid address.'),
    address2: text().trim().max(200),
    city: text().trim().min(2, 'Please enter a city.'),
    postcode: text().trim().min(5, 'Please enter a valid postcode.'),
  })
  .superRefine(passwordNotEmail);

export type SignUpFormValues = z.input<typeof signUpFormSchema>;
