import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
// web-push's own encryption library: the test reads a push the way a browser would.
import ece from 'http_ece';

/**
 * A stand-in for a browser's push service on 127.0.0.1: it records each POST that web-push makes and, for a
 * subscription it handed out, decrypts the payload with the browser-side keys (RFC 8291, aes128gcm).
 */
export interface ReceivedPush {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** When it arrived (Date.now()). */
  at: number;
  /** The decrypted payload, parsed as JSON. */
  message: unknown;
}

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface FakePushService {
  /** `http://127.0.0.1:port`: the origin a test app is told to accept as a push service. */
  origin: string;
  received: ReceivedPush[];
  /**
   * A subscription as PushSubscription.toJSON() gives it, whose endpoint is this server; `hang`: pushes to it are
   * received and never answered (a dead device's push service that keeps the connection open).
   */
  subscription(options?: { hang?: boolean }): FakeSubscription;
  /** Answers every push with this status and headers (201, as push services do, unless set). */
  answerWith(status: number, headers?: Record<string, string>): void;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  const browsers = new Map<string, { ecdh: ECDH; auth: string; hang: boolean }>();
  let answer = { status: 201, headers: {} as Record<string, string> };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const browser = browsers.get(req.url ?? '');
      let message: unknown = null;
      if (browser) {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.auth,
        });
        message = JSON.parse(plain.toString('utf8')) as unknown;
      }
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, at: Date.now(), message });
      if (!browser?.hang) res.writeHead(answer.status, answer.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    subscription({ hang = false } = {}) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const path = `/push/${randomBytes(8).toString('hex')}`;
      browsers.set(path, { ecdh, auth, hang });
      return { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
    },
    answerWith(status, headers = {}) {
      answer = { status, headers };
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Pushes left hanging would keep the server open.
        server.closeAllConnections();
      }),
  };
}
