import { vi } from 'vitest';

/** A browser with Web Push: permission `permission` until asked, then `answer`; subscribing gives `endpoint`. */
export function stubPushBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const notification = { permission, requestPermission: vi.fn(async () => (notification.permission = answer)) };
  const subscription = {
    endpoint: 'https://push.example/browser-1',
    toJSON: () => ({
      endpoint: 'https://push.example/browser-1',
      keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret123' },
    }),
    unsubscribe: vi.fn(async () => true),
  };
  let current: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = subscription)),
  };
  const registration = { pushManager };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { notification, pushManager, subscription };
}
