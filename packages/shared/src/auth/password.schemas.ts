import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './auth.constants';

// spec 000 §5, step 2: the order decides which message shows first
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .regex(
    /(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/,
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  )
  .max(256, 'Password must be at most 256 characters');

export const changePasswordSchema = z.union([
  z.object({ oldPassword: z.string().min(1, 'Current password is required'), newPassword: passwordSchema }),
  z.object({ userID: z.coerce.number().int().positive(), newPassword: passwordSchema }),
]);
export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({
  email: z.email('Please enter a valid email address').max(254),
});
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  email: z.email('Please enter a valid email address').max(254),
  code: z.union([z.string(), z.number()]),
  newPassword: passwordSchema,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

/** spec 001 §5, password change in settings: each rule its own message, in this order. */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z
      .string()
      .min(1, 'New password is required')
      .min(8, 'New password must be at least 8 characters long')
      .regex(
        /(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/,
        'New password must contain at least one uppercase letter, one lowercase letter, and one number',
      ),
    confirmPassword: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.newPassword && form.confirmPassword !== form.newPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'New password and confirmation do not match',
      });
    }
    if (form.newPassword && form.newPassword === form.currentPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: 'New password must be different from current password',
      });
    }
  });
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;
