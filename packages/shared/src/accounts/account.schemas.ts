import { z } from 'zod';
import { ACCOUNT_TYPES } from '../auth/auth.constants';

export const accountSchema = z.object({
  accountID: z.number(),
  accountName: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  accountEmail: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountCreatedSchema = accountSchema.extend({
  account: accountSchema,
  oauth_client: z.object({ client_id: z.string(), client_secret: z.string() }),
});
export type AccountCreated = z.infer<typeof accountCreatedSchema>;
