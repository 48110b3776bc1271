import { z } from 'zod';
import { idSchema } from '../app/primitive.schemas';
import { PASSWORD_MIN_LENGTH } from './auth.constants';
import { emailSchema } from './email.schemas';
import { verificationCodeSchema } from './login.schemas';

const PASSWORD_MAX_LENGTH = 256;

/** Per-class tests instead of one lookahead pattern: linear in the length, whatever is sent. */
export function hasPasswordCharacterClasses(value: string): boolean {
  return /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);
}

// spec 000 §5, step 2: the order decides which message shows first; the length cap runs before all
// of them and stops the rest, so an oversized value costs nothing
export const passwordSchema = z
  .string({ error: 'validation.password.required' })
  .max(PASSWORD_MAX_LENGTH, {
    error: 'validation.password.passwordMustBeAtMost256',
    abort: true,
  })
  .min(1, 'validation.password.required')
  .min(PASSWORD_MIN_LENGTH, 'validation.password.tooShort')
  .refine(hasPasswordCharacterClasses, 'validation.password.tooSimple');

/** An act confirmed with the account's own password (deleting the account, showing one's national number). */
export const passwordConfirmationSchema = z.object({
  password: z
    .string({ error: 'validation.password.required' })
    .max(PASSWORD_MAX_LENGTH, { error: 'validation.password.passwordMustBeAtMost256', abort: true })
    .min(1, 'validation.password.required'),
});
export type PasswordConfirmation = z.infer<typeof passwordConfirmationSchema>;

export const changePasswordSchema = z.union([
  z.object({
    oldPassword: z
      .string()
      .max(PASSWORD_MAX_LENGTH, { abort: true })
      .min(1, 'validation.password.currentRequired'),
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
      .min(1, 'validation.password.currentRequired'),
    newPassword: z
      .string()
      .max(PASSWORD_MAX_LENGTH, {
        error: 'validation.password.passwordMustBeAtMost256',
        abort: true,
      })
      .min(1, 'validation.password.newRequired')
      .min(PASSWORD_MIN_LENGTH, 'validation.password.newTooShort')
      .refine(hasPasswordCharacterClasses, 'validation.password.newTooSimple'),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .superRefine((form, ctx) => {
    if (form.newPassword && form.confirmPassword !== form.newPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'validation.password.newMismatch',
      });
    }
    if (form.newPassword && form.newPassword === form.currentPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: 'validation.password.newSameAsCurrent',
      });
    }
  });
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

/** 'Forgot password?', second step (docs/decisions/email-codes.md): the mailed code and a new password twice. */
export const passwordResetFormSchema = z
  .object({
    code: verificationCodeSchema,
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, 'validation.registration.confirmationRequired'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: 'validation.registration.passwordsDiffer',
    path: ['confirmPassword'],
  });
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;
