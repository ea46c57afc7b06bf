import { z } from 'zod';
import { passwordSchema } from '../../../shared/schemas/auth';
import { text } from '../../../shared/schemas/fields';

/** 'Change password': the current one, then the shared password rule typed twice (as the reset form asks). */
export const changePasswordFormSchema = z
  .object({
    currentPassword: text().min(1, 'Please enter your current password.'),
    newPassword: passwordSchema,
    confirmPassword: text().min(1, 'Please confirm your new password.'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'The passwords do not match.',
    path: ['confirmPassword'],
  });

export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;
