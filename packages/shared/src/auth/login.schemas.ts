import { z } from 'zod';
import { idSchema } from '../app/primitive.schemas';
import { TOKEN_LIFETIME_SECONDS, VERIFICATION_CODE_LENGTH } from './auth.constants';

export const loginFormSchema = z.object({
  email: z.string().trim().min(1, 'validation.login.emailIsRequired'),
  password: z.string().min(1, 'validation.password.required'),
  rememberMe: z.boolean(),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'validation.login.emailIsRequired').max(254),
  password: z.string().min(1, 'validation.password.required').max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** issued_at is in Unix seconds; the token is valid until issued_at + expires_in. */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().default(TOKEN_LIFETIME_SECONDS),
  issued_at: z.number().int(),
  /** a login's: used once at /oauth2/token (grant_type refresh_token) for the next pair */
  refresh_token: z.string().optional(),
  refresh_expires_in: z.number().int().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const clientCredentialsSchema = z.object({
  grant_type: z.string().max(40).optional(),
  refresh_token: z.string().max(200).optional(),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(200).optional(),
});

// spec 000 §5: at most 6 characters, sent as whole numbers
export const verificationCodeSchema = z
  .string()
  .trim()
  .min(1, 'validation.login.verificationCodeIsRequired')
  .max(VERIFICATION_CODE_LENGTH, 'validation.login.theCodeHasAtMost6')
  .regex(/^\d+$/, 'validation.login.theCodeContainsDigitsOnly');

export const sendCodeSchema = z.object({ email: z.string().trim().min(1).max(254) });
export type SendCodePayload = z.infer<typeof sendCodeSchema>;

export const verifyCodeSchema = z.object({
  userID: idSchema,
  email: z.string().trim().min(1).max(254),
  code: z.union([
    z.number().int().nonnegative(),
    z
      .string()
      .trim()
      .regex(/^\d{1,6}$/),
  ]),
});
export type VerifyCodePayload = z.infer<typeof verifyCodeSchema>;

export const verificationFormSchema = z.object({ code: verificationCodeSchema });
