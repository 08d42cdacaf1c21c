import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startFakePushService, type FakePushService } from '../../../test/server/fake-push-service';
import { createPushSender, type PushSender } from './push';

const keys = webpush.generateVAPIDKeys();
const env = { LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', VAPID_PUBLIC_KEY: keys.publicKey };
const developmentConfig = loadConfig({ ...env, VAPID_PRIVATE_KEY: keys.privateKey });
const message = { title: 'Tip', body: 'Say hello', url: '/daily-tips' };

let push: FakePushService;
let sender: PushSender;

beforeAll(async () => {
  push = await startFakePushService();
  sender = createPushSender(developmentConfig, { testPushServices: [push.origin] });
});
afterAll(async () => {
  await push?.close();
});

/** The fake's subscription at another address of the same machine (not the origin the test allowed). */
function elsewhere(origin: string) {
  const subscription = push.subscription();
  const { pathname } = new URL(subscription.endpoint);
  return { endpoint: `${origin}${pathname}`, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, pathname };
}
const receivedAt = (pathname: string) => push.received.filter((p) => p.path === pathname);

describe('the push sender', () => {
  it('delivers to the push service it may reach', async () => {
    const subscription = push.subscription();
    expect(await sender.send({ endpoint: subscription.endpoint, ...subscription.keys }, message)).toBe('sent');
    expect(push.received.filter((p) => subscription.endpoint.endsWith(p.path))).toHaveLength(1);
  });

  it('never follows a redirect: a 3xx is a failure, and nothing is sent where it points', async () => {
    const subscription = push.subscription();
    push.answerWith(302, { location: `${push.origin}/elsewhere` });
    try {
      await expect(sender.send({ endpoint: subscription.endpoint, ...subscription.keys }, message)).rejects.toThrow(
        'push service answered 302',
      );
    } finally {
      push.answerWith(201);
    }
    expect(push.received.filter((p) => p.path === '/elsewhere')).toHaveLength(0);
  });

  it('refuses a name that resolves to a loopback address, and an IPv4-mapped loopback literal', async () => {
    const port = new URL(push.origin).port;
    for (const origin of [`http://localhost:${port}`, `http://[::ffff:127.0.0.1]:${port}`]) {
      const target = elsewhere(origin);
      await expect(sender.send(target, message), origin).rejects.toThrow(/private, loopback or link-local/);
      expect(receivedAt(target.pathname), origin).toHaveLength(0);
      expect(await sender.refusal(target.endpoint), origin).toMatch(/private, loopback or link-local/);
    }
  });

  it('refuses an endpoint with a user name and password before connecting, and says nothing of them', async () => {
    const target = elsewhere(push.origin.replace('//', '//user:secret@'));
    const error = await sender.send(target, message).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/user name or password/);
    expect((error as Error).message).not.toContain('secret');
    expect(receivedAt(target.pathname)).toHaveLength(0);
  });

  it('in production sends only to the known push services', async () => {
    const production = createPushSender(
      loadConfig({
        ...env,
        VAPID_PRIVATE_KEY: keys.privateKey,
        NODE_ENV: 'production',
        SITE_URL: 'https://datewise.example',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
      }),
    );
    const target = push.subscription();
    await expect(production.send({ endpoint: target.endpoint, ...target.keys }, message)).rejects.toThrow(
      /known push service/,
    );
    expect(push.received.filter((p) => target.endpoint.endsWith(p.path))).toHaveLength(0);
    expect(await production.refusal('https://push.example.com/x')).toMatch(/known push service/);
    expect(await production.refusal('https://fcm.googleapis.com/fcm/send/abc')).toBeNull();
  });
});
