import { z } from 'zod';
import { passwordSchema } from '../../../shared/schemas/auth';
import { text } from '../../../shared/schemas/fields';

/** 'Choose a new password': the shared password rule, typed twice so a slip of the finger is caught. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: passwordSchema,
    confirmPassword: text().min(1, 'Please confirm your new password.'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'The passwords do not match.',
    path: ['confirmPassword'],
  });

export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;
