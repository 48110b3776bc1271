import { z } from 'zod';

// spec 001 §3: settings extras and their defaults
export const notificationSettingsSchema = z.object({
  email: z.boolean().default(true),
  app: z.boolean().default(true),
  jobAlerts: z.boolean().default(true),
  messages: z.boolean().default(true),
});
export const privacySettingsSchema = z.object({
  profilePublic: z.boolean().default(true),
  showEmail: z.boolean().default(false),
  showPhone: z.boolean().default(true),
});
export const userSettingsSchema = z.object({
  notifications: notificationSettingsSchema,
  privacy: privacySettingsSchema,
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/**
 * PUT /usersettings: only what changed. Groups and switches left out keep their stored value, so a
 * save from an older tab never undoes what another tab saved.
 */
export const userSettingsChangeSchema = z.object({
  notifications: z
    .object({ email: z.boolean(), app: z.boolean(), jobAlerts: z.boolean(), messages: z.boolean() })
    .partial()
    .optional(),
  privacy: z
    .object({ profilePublic: z.boolean(), showEmail: z.boolean(), showPhone: z.boolean() })
    .partial()
    .optional(),
});
export type UserSettingsChange = z.infer<typeof userSettingsChangeSchema>;
