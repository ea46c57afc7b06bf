import { z } from 'zod';
import { emailSchema, passwordSchema, wholesaleSignUpProfileSchema } from '../../../shared/schemas/auth';
import { passwordNotEmail } from '../../../shared/schemas/fields';

const profile = wholesaleSignUpProfileSchema.shape;

/** The application form: the shared sign-up rules (the server checks the same ones) for every field. */
export const wholesaleApplicationSchema = z
  .object({
    fullName: profile.fullName,
    businessName: profile.businessName,
    companyType: profile.companyType,
    email: emailSchema,
    password: passwordSchema,
    phone: profile.phone,
    vatNumber: profile.vatNumber,
  })
  .superRefine(passwordNotEmail);

export type WholesaleApplicationValues = {
  fullName: string;
  businessName: string;
  /** Mantine's Select clears to null. */
  companyType: string | null;
  email: string;
  password: string;
  phone: string;
  vatNumber: string;
};
