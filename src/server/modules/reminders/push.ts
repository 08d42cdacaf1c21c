import webpush from 'web-push';
import type { Config } from '../../config';
import type { PushMessage } from '../../../shared/schemas/reminders';
import { keptInDataDir } from './kept-file';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: the push service no longer knows the subscription (404 or 410), so it is to be deleted. */
export type PushResult = 'sent' | 'gone';

export interface PushSender {
  publicKey(): string;
  send(target: PushTarget, message: PushMessage): Promise<PushResult>;
}

/** How long a push service keeps an undelivered notification: the morning's reminder is stale by the evening. */
const TTL_SECONDS = 12 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

/** The configured VAPID keys, or keys generated at first use and kept in DATA_DIR/vapid.json. */
function vapidKeys(config: Config): { publicKey: string; privateKey: string } {
  return (
    config.reminders.vapidKeys ??
    keptInDataDir(config.dataDir, 'vapid.json', () => {
      const { publicKey, privateKey } = webpush.generateVAPIDKeys();
      return { publicKey, privateKey };
    })
  );
}

/**
 * Web Push with VAPID (RFC 8291 encryption and RFC 8292 signing from `web-push`); the request itself is sent with
 * fetch, which also reaches a plain-http push service (tests run one on 127.0.0.1; production accepts https only).
 * The keys are read on first use, so a server that never pushes never writes them.
 */
export function createPushSender(config: Config): PushSender {
  let keys: { publicKey: string; privateKey: string } | undefined;
  const loaded = () => (keys ??= vapidKeys(config));
  return {
    publicKey: () => loaded().publicKey,
    async send(target, message) {
      const { publicKey, privateKey } = loaded();
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        { vapidDetails: { subject: config.reminders.vapidSubject, publicKey, privateKey }, TTL: TTL_SECONDS },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body && new Uint8Array(request.body),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`push service answered ${response.status}`);
      return 'sent';
    },
  };
}
