import type { PushKeyResponse } from '../../shared/schemas/reminders';
import { apiRequest } from './api-client';

/**
 * Daily Tips as Web Push notifications (issue 19, decision 0045). Permission is asked only from the tap that turns
 * Daily Tips on; reading the current permission never prompts.
 */
export type PushState = 'unsupported' | 'blocked' | 'ask' | 'allowed';

export function pushState(): PushState {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return 'unsupported';
  }
  if (!('Notification' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' ? 'allowed' : 'ask';
}

/** The VAPID key as PushManager wants it: the raw bytes of the base64url text. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission (call it from the tap itself), subscribes this browser with the server's key and sends the
 * subscription to the server. Resolves to the resulting state: `allowed` when the subscription is saved.
 */
export async function subscribeToPush(): Promise<PushState> {
  if (pushState() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'ask';
  const [{ publicKey }, registration] = await Promise.all([
    apiRequest<PushKeyResponse>('GET', '/api/push/key'),
    navigator.serviceWorker.ready,
  ]);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await apiRequest('POST', '/api/push/subscriptions', subscription.toJSON());
  return 'allowed';
}

/** Forgets this browser's subscription, on the server and in the browser. */
export async function unsubscribeFromPush(): Promise<void> {
  if (pushState() === 'unsupported') return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await apiRequest('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

/** How long signing out waits for this browser's subscription to be forgotten before it goes on anyway. */
const FORGET_ON_SIGN_OUT_MS = 2_000;

/**
 * Before signing out: this browser stops getting the account's notifications (on a shared device the next person
 * must not see them). Best effort and bounded: signing out never waits long for it.
 */
export function forgetPushOnSignOut(): Promise<void> | null {
  if (pushState() === 'unsupported') return null;
  return Promise.race([
    unsubscribeFromPush().catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FORGET_ON_SIGN_OUT_MS)),
  ]);
}
