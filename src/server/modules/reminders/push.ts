import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { PushMessage } from '../../../shared/schemas/reminders';
import { keptInDataDir } from './kept-file';
import {
  checkedLookup,
  endpointRefusal,
  isPushService,
  resolvedRefusal,
  type PushDestinations,
} from './push-destination';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: a push service no longer knows the subscription (404 or 410), so it is to be deleted. */
export type PushResult = 'sent' | 'gone';

export interface PushSender {
  publicKey(): string;
  /** Why a subscription with this endpoint is refused (a message for a 400), or null when it is accepted. */
  refusal(endpoint: string): Promise<string | null>;
  /** Sends one push; throws when it was not delivered (refused, a timeout, any other answer than 2xx, 404, 410). */
  send(target: PushTarget, message: PushMessage, signal?: AbortSignal): Promise<PushResult>;
}

export interface PushSenderOptions {
  /** Tests only: the fake push services' origins (on 127.0.0.1), never set from configuration (decision 0050). */
  testPushServices?: readonly string[];
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
 * One POST with Node's own client, which follows no redirect, connecting only to addresses `lookup` accepted.
 * Resolves with the status once the answer is read.
 */
function post(
  url: URL,
  request: { method: string; headers: Record<string, string>; body: Buffer | null },
  options: { lookup: typeof checkedLookup | undefined; signal: AbortSignal },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, { method: request.method, headers: request.headers, ...options }, (res) => {
      res.on('error', reject);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.resume();
    });
    req.on('error', reject);
    req.end(request.body ?? undefined);
  });
}

/**
 * Web Push with VAPID (RFC 8291 encryption and RFC 8292 signing from `web-push`), sent only where decision 0050
 * allows: in production a known push service's https endpoint, anywhere never a private, loopback or link-local
 * address, and never following a redirect. The keys are read on first use, so a server that never pushes never
 * writes them.
 */
export function createPushSender(config: Config, options: PushSenderOptions = {}): PushSender {
  const destinations: PushDestinations = {
    production: config.isProduction,
    testOrigins: options.testPushServices ?? [],
  };
  let keys: { publicKey: string; privateKey: string } | undefined;
  const loaded = () => (keys ??= vapidKeys(config));
  return {
    publicKey: () => loaded().publicKey,
    async refusal(endpoint) {
      return endpointRefusal(endpoint, destinations) ?? (await resolvedRefusal(endpoint, destinations));
    },
    async send(target, message, signal = AbortSignal.timeout(SEND_TIMEOUT_MS)) {
      const refused = endpointRefusal(target.endpoint, destinations);
      if (refused) throw new Error(refused);
      const url = new URL(target.endpoint);
      const { publicKey, privateKey } = loaded();
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        { vapidDetails: { subject: config.reminders.vapidSubject, publicKey, privateKey }, TTL: TTL_SECONDS },
      );
      const isTestService = destinations.testOrigins.includes(url.origin);
      const status = await post(
        url,
        { method: request.method, headers: request.headers, body: request.body },
        { lookup: isTestService ? undefined : checkedLookup, signal },
      );
      // Only a push service's word deletes a subscription: another host's 404 would let anyone probe URLs with it.
      if ((status === 404 || status === 410) && isPushService(url, destinations)) return 'gone';
      // A redirect is a failure like any other: following it would send the signed request somewhere else.
      if (status < 200 || status > 299) throw new Error(`push service answered ${status}`);
      return 'sent';
    },
  };
}
