import { z } from 'zod';

const base64url = (max: number) =>
  z
    .string()
    .max(max, 'validation.common.tooLong')
    .regex(/^[A-Za-z0-9_-]+=*$/, 'validation.common.browserKey');

/** An account receives pushes on at most this many devices. */
export const PUSH_DEVICES_MAX = 10;

/** What the browser's PushManager gives (PushSubscription.toJSON()): where and how to encrypt a push. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(1000, 'validation.common.tooLong')
    .url('validation.common.browserKey')
    .startsWith('https://', 'validation.common.browserKey'),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = pushSubscriptionSchema.pick({ endpoint: true });

export const pushKeySchema = z.object({ publicKey: z.string() });

/**
 * What a push carries: the notification as the bell shows it, and at most two buttons of its own
 * (Notification actions), each opening its own link, or only closing the notification without one.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  link: z.string(),
  actions: z
    .array(z.object({ action: z.string(), title: z.string(), link: z.string().optional() }))
    .max(2)
    .optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
