import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { keptInDataDir } from './kept-file';

/**
 * The key that signs unsubscribe links: REMINDERS_SECRET, or a random one kept in DATA_DIR, read on first use (a
 * server that never sends e-mail never writes it).
 */
export function unsubscribeKeyOf(config: Config): () => string {
  let key = config.reminders.secret;
  return () =>
    (key ??= keptInDataDir(config.dataDir, 'reminders-secret.json', () => ({
      secret: randomBytes(32).toString('base64url'),
    })).secret);
}

const mac = (key: string, userId: string) =>
  createHmac('sha256', key).update(`unsubscribe:${userId}`).digest('base64url');

/** A token for the link in the user's e-mails: their id and its HMAC, so the link works without signing in. */
export const unsubscribeToken = (key: string, userId: string) => `${userId}.${mac(key, userId)}`;

/** The user id a token was made for, or null when it was not made with this key. */
export function userOfToken(key: string, token: string): string | null {
  const [userId, given, ...rest] = token.split('.');
  if (!userId || !given || rest.length > 0 || !/^[0-9a-f-]{36}$/.test(userId)) return null;
  const expected = Buffer.from(mac(key, userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : null;
}
