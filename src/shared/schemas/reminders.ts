import { z } from 'zod';

/** GET /api/push/key: the server's VAPID public key, for PushManager.subscribe's applicationServerKey. */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

/** POST /api/push/subscriptions: PushSubscription.toJSON() as the browser gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url.min(16).max(200), auth: base64url.min(8).max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: the browser's subscription to forget. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.url().max(2048) });

/** What the service worker receives in a push: the notification to show and the page a tap opens. */
export const pushMessageSchema = z.object({ title: z.string(), body: z.string(), url: z.string() });
export type PushMessage = z.infer<typeof pushMessageSchema>;
