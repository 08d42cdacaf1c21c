import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CREDIT_PAGE_MAX, creditActivityPageSchema } from '../../shared/schemas/billing';
import { savedItemsSchema } from '../../shared/schemas/saved';
import { startServer, type Cleanups } from '../../test/server/server-process';

/**
 * kill -9 on the embedded database: the real server process on PGlite in a temporary data folder is killed in the
 * middle of a burst of writes, then started again on the same folder. Every write it acknowledged must be there,
 * and the credit ledger must agree with the balance.
 */

const cleanups: Cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A browser of one user against the server on `port`: the Origin the server expects and its session cookie. */
function browser(port: number) {
  let cookie = '';
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: {
        origin: `http://localhost:${port}`,
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = res.headers.getSetCookie().find((c) => c.startsWith('datewise_session='));
    if (session) cookie = session.split(';')[0]!;
    return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
  };
  return {
    call,
    async signIn(email: string) {
      expect((await call('POST', '/auth/dev-login', { email })).status).toBe(200);
    },
  };
}

const AI_REQUESTS = 12;

function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: '',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    REMINDERS: 'off',
    AI_RATE_LIMIT_PER_USER: '10000',
    AI_RATE_LIMIT_PER_IP: '10000',
  };
  for (const name of ['DATABASE_URL', 'SITE_URL', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'AI_MODEL', 'AI_VISION'])
    delete env[name];
  return env;
}

describe('kill -9 on PGlite', () => {
  // Slow: two server starts, the first of which creates the database folder (about 10 s in all on an idle machine;
  // 110 s was measured at a load of 17 on two cores).
  it(
    'keeps every acknowledged write and a consistent ledger, and starts again on the same folder',
    { timeout: 240_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datewise-kill-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const email = `crash.${Date.now()}@example.com`;

      const first = await startServer(serverEnv(dataDir), cleanups);
      const user = browser(first.port);
      await user.signIn(email);

      // A sandbox credit purchase, acknowledged.
      const order = await user.call('POST', '/api/razorpay/credits');
      const { orderId } = order.body as { orderId: string };
      const paid = await user.call('POST', '/sandbox/api/pay', { orderId, outcome: 'success' });
      const verified = await user.call('POST', '/api/razorpay/verify', (paid.body as { response: unknown }).response);
      expect(verified.body).toEqual({ success: true, credits: 100 });

      // The burst: saves and AI requests (each charges the free allowance, then a credit) from four clients at once,
      // until the process is killed. Only what was answered 2xx counts as acknowledged.
      const savedAcked: string[] = [];
      let aiAcked = 0;
      let aiAsked = 0;
      let killed = false;
      let n = 0;
      const work = async () => {
        while (!killed) {
          const i = ++n;
          try {
            // At most AI_REQUESTS, so the whole ledger fits on one page.
            if (i % 3 === 0 && aiAsked < AI_REQUESTS) {
              aiAsked++;
              const res = await user.call('POST', '/api/ai/generate-messages', {
                matchInfo: 'Loves climbing and bad puns',
                style: 'playful',
              });
              if (res.status === 200) aiAcked++;
            } else {
              const content = `burst item ${i}`;
              const res = await user.call('POST', '/api/save-response', { type: 'other', content });
              if (res.status === 201) savedAcked.push(content);
            }
          } catch {
            return; // the connection died with the process
          }
        }
      };
      const workers = Array.from({ length: 4 }, work);
      const killAfter = async () => {
        while (savedAcked.length < 40 || aiAcked < AI_REQUESTS / 2)
          await new Promise((resolve) => setImmediate(resolve));
        first.child.kill('SIGKILL');
        killed = true;
      };
      await Promise.all([killAfter(), ...workers]);
      expect((await first.exited).code).toBeNull();
      expect(first.child.signalCode).toBe('SIGKILL');
      // The dead process's lock is still in the folder.
      expect(fs.readFileSync(path.join(dataDir, 'datewise.lock'), 'utf8')).toBe(String(first.child.pid));

      const second = await startServer(serverEnv(dataDir), cleanups);
      const again = browser(second.port);
      await again.signIn(email);

      const saved = savedItemsSchema.parse((await again.call('GET', '/api/saved-responses')).body);
      const contents = new Set(saved.map((item) => item.content));
      expect(savedAcked.filter((content) => !contents.has(content))).toEqual([]);

      const me = (await again.call('GET', '/api/auth/user')).body as { credits: number };
      const ledger = creditActivityPageSchema.parse(
        (await again.call('GET', `/api/billing/credit-activity?limit=${CREDIT_PAGE_MAX}`)).body,
      );
      expect(ledger.nextCursor).toBeNull();
      // Newest first: the balance is the last entry's, and the sum of every change.
      expect(ledger.items[0]!.balanceAfter).toBe(me.credits);
      expect(ledger.items.reduce((sum, item) => sum + item.delta, 0)).toBe(me.credits);
      expect(ledger.items.filter((item) => item.reason === 'purchase')).toHaveLength(1);
      // The first 3 acknowledged requests were free; every other one was paid with a credit.
      expect(100 - me.credits).toBeGreaterThanOrEqual(aiAcked - 3);

      // And the restarted server still takes writes.
      expect((await again.call('POST', '/api/save-response', { type: 'other', content: 'after restart' })).status).toBe(
        201,
      );
    },
  );
});
