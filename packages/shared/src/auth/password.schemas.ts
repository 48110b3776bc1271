import { z } from 'zod';
import { idSchema } from '../app/primitive.schemas';
import { PASSWORD_MIN_LENGTH } from './auth.constants';
import { emailSchema } from './email.schemas';

const PASSWORD_MAX_LENGTH = 256;

/** Per-class tests instead of one lookahead pattern: linear in the length, whatever is sent. */
export function hasPasswordCharacterClasses(value: string): boolean {
  return /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);
}

// spec 000 §5, step 2: the order decides which message shows first; the length cap runs before all
// of them and stops the rest, so an oversized value costs nothing
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    abort: true,
  })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .refine(
    hasPasswordCharacterClasses,
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  );

export const changePasswordSchema = z.union([
  z.object({
    oldPassword: z.string().max(PASSWORD_MAX_LENGTH, { abort: true }).min(1, 'Current password is required'),
    newPassword: passwordSchema,
  }),
  z.object({ userID: idSchema, newPassword: passwordSchema }),
]);
export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  email: emailSchema,
  code: z.union([z.string().max(20), z.number()]),
  newPassword: passwordSchema,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

/** spec 001 §5, password change in settings: each rule its own message, in this order. */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: z
      .string()
      .max(PASSWORD_MAX_LENGTH, { abort: true })
      .min(1, 'Current password is required'),
    newPassword: z
      .string()
      .max(PASSWORD_MAX_LENGTH, {
        error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
        abort: true,
      })
      .min(1, 'New password is required')
      .min(PASSWORD_MIN_LENGTH, `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
      .refine(
        hasPasswordCharacterClasses,
        'New password must contain at least one uppercase letter, one lowercase letter, and one number',
      ),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
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
