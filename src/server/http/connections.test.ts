import http from 'node:http';
import net from 'node:net';
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { buildTestApp, createTestDatabase, TEST_SITE } from '../../test/server/test-app';
import { closeGracefully } from './connections';

// Issue 16, finding 7 (slow clients) and the in-process half of finding 8 (connections at shutdown).
// Real sockets against the app listening on 127.0.0.1, with short limits so the file runs in seconds.
const REQUEST_TIMEOUT_MS = 800;
const HEADERS_TIMEOUT_MS = 400;
const KEEP_ALIVE_TIMEOUT_MS = 400;
/** Node checks its connections every quarter of the shortest timeout; a loaded two-core machine adds more. */
const SLACK_MS = 1500;

let database: Database;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

/** The app on a free port, with the test's limits and a route that answers when the test says so. */
async function listening(env: Record<string, string> = {}) {
  const { app } = await buildTestApp(database, {
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
    CONNECTION_LIMIT_PER_IP: '0',
    ...env,
  });
  const gates: Array<() => void> = [];
  const arrived: Array<() => void> = [];
  app.get('/test/wait', async () => {
    for (const notify of arrived.splice(0)) notify();
    await new Promise<void>((resolve) => gates.push(resolve));
    return { done: true };
  });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  return {
    app,
    port,
    /** Resolves when the next request reaches /test/wait. */
    nextWaiting: () => new Promise<void>((resolve) => arrived.push(resolve)),
    /** Lets every request waiting in /test/wait answer. */
    release: () => gates.splice(0).forEach((open) => open()),
  };
}

interface Exchange {
  socket: net.Socket;
  /** Everything the server sent, and when the connection closed (ms after it opened). */
  closed: Promise<{ data: string; status: number | null; ms: number }>;
  /** Resolves at the first byte from the server (ms after the connection opened). */
  firstByte: Promise<number>;
  connected: Promise<void>;
}

function connect(port: number, onConnect: (socket: net.Socket) => void = () => {}): Exchange {
  const started = performance.now();
  let data = '';
  const socket = net.connect(port, '127.0.0.1');
  socket.setEncoding('latin1');
  socket.on('error', () => {}); // a reset is a close here
  const connected = new Promise<void>((resolve) =>
    socket.once('connect', () => {
      onConnect(socket);
      resolve();
    }),
  );
  const firstByte = new Promise<number>((resolve) => socket.once('data', () => resolve(performance.now() - started)));
  const closed = new Promise<{ data: string; status: number | null; ms: number }>((resolve) => {
    socket.on('data', (chunk: string) => (data += chunk));
    socket.once('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(data)?.[1];
      resolve({ data, status: status ? Number(status) : null, ms: performance.now() - started });
    });
  });
  return { socket, closed, firstByte, connected };
}

/** Writes `text` one byte every `everyMs` until done or the connection closes; counts what was written. */
function drip(socket: net.Socket, text: string, everyMs: number): { written: () => number } {
  let i = 0;
  const timer = setInterval(() => {
    if (i >= text.length || socket.destroyed) clearInterval(timer);
    else socket.write(text[i++]!);
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
  return { written: () => i };
}

/**
 * A client still sending when the timeout closes its connection gets the 408, or nothing: a byte that reaches
 * the server as it closes makes its kernel reset the connection, discarding the unsent 408. The tests check when.
 */
const CUT_WHILE_SENDING = [408, null];

const loginBody = JSON.stringify({ email: 'slow.client@example.com' });
const loginHead = (contentLength: number) =>
  'POST /auth/dev-login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
  `Origin: ${TEST_SITE}\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`;

function get(port: number, path: string, agent: http.Agent | false = false) {
  type Answer = { status: number; body: string; connection: string | undefined; socket: net.Socket };
  return new Promise<Answer>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        const socket = res.socket; // detached once the response ends
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection, socket }));
      })
      .on('error', reject);
  });
}

describe('configuration', () => {
  it('has limits by default, and in production leaves the per-address cap to the proxy', () => {
    expect(loadConfig({}).connections).toEqual({
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      perAddress: 50,
    });
    const production = loadConfig({
      NODE_ENV: 'production',
      SITE_URL: 'https://datewise.example',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(production.connections).toMatchObject({ keepAliveTimeoutMs: 72_000, perAddress: 0 });
  });

  it('takes the limits from the environment and checks them', () => {
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000', CONNECTION_LIMIT_PER_IP: '0' }).connections).toEqual({
      requestTimeoutMs: 5000,
      headersTimeoutMs: 5000,
      keepAliveTimeoutMs: 5000,
      perAddress: 0,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' })).toThrow(
      'HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS',
    );
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '0', CONNECTION_LIMIT_PER_IP: 'many' })).toThrow(
      /KEEP_ALIVE_TIMEOUT_MS must be at least 1[\s\S]*CONNECTION_LIMIT_PER_IP must be a whole number/,
    );
  });
});

describe('slow clients', () => {
  let port: number;
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    server = await listening();
    port = server.port;
  });

  it.concurrent('still answers a normal request', async () => {
    const res = await get(port, '/api/health');
    expect(res.status).toBe(200);
  });

  it.concurrent('answers 408 to a body shorter than its Content-Length, at the request timeout', async () => {
    const { closed } = connect(port, (s) => s.write(loginHead(loginBody.length + 50) + loginBody));
    const { status, ms } = await closed;
    expect(status).toBe(408);
    expect(ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
  });

  it.concurrent('answers 408 to a body sent one byte at a time past the request timeout', async () => {
    let sending = { written: () => 0 };
    const { closed } = connect(port, (s) => {
      s.write(loginHead(loginBody.length));
      sending = drip(s, loginBody, 100);
    });
    const { status, ms } = await closed;
    expect(CUT_WHILE_SENDING).toContain(status);
    expect(sending.written()).toBeGreaterThanOrEqual(3); // it was still sending
    expect(sending.written()).toBeLessThan(loginBody.length);
    expect(ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
  });

  it.concurrent('answers 408 to headers sent one byte at a time past the headers timeout', async () => {
    let sending = { written: () => 0 };
    const { closed } = connect(port, (s) => (sending = drip(s, loginHead(loginBody.length) + loginBody, 100)));
    const { status, ms } = await closed;
    expect(CUT_WHILE_SENDING).toContain(status);
    expect(sending.written()).toBeGreaterThanOrEqual(2);
    expect(ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
  });

  it.concurrent('closes a connection that sends nothing at the headers timeout', async () => {
    const { status, ms } = await connect(port).closed;
    expect(status).toBe(408);
    expect(ms).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
  });

  it.concurrent('closes an idle keep-alive connection at the keep-alive timeout', async () => {
    const exchange = connect(port, (s) => s.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'));
    const answeredAt = await exchange.firstByte;
    const { status, ms } = await exchange.closed;
    expect(status).toBe(200);
    expect(ms - answeredAt).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS - 50);
    // Node 20 waits a second beyond the figure before it closes the socket.
    expect(ms - answeredAt).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + 1000 + SLACK_MS);
  });

  it.concurrent('times only receiving the request: a handler slower than the request timeout answers', async () => {
    const waiting = server.nextWaiting();
    const answer = get(port, '/test/wait');
    await waiting;
    setTimeout(server.release, REQUEST_TIMEOUT_MS + 300);
    const res = await answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ done: true });
  });
});

describe('connections per address', () => {
  it('closes a connection beyond the cap at once; the earlier ones still work', async () => {
    const { port } = await listening({ CONNECTION_LIMIT_PER_IP: '3' });
    const held = [connect(port), connect(port), connect(port)];
    await Promise.all(held.map((c) => c.connected));

    const beyond = await connect(port).closed;
    expect(beyond.data).toBe('');
    expect(beyond.ms).toBeLessThan(HEADERS_TIMEOUT_MS); // closed by the cap, not by a timeout

    held[0]!.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect((await held[0]!.closed).status).toBe(200);

    // One closed: a new connection is accepted again (once the server has seen the close).
    let status: number | null = null;
    for (let attempt = 0; attempt < 20 && status === null; attempt++) {
      const next = connect(port, (s) =>
        s.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      );
      status = (await next.closed).status;
    }
    expect(status).toBe(200);
    for (const c of held) c.socket.destroy();
  });
});

describe('closing the server', () => {
  it('closes idle and preconnected connections at once and lets a request in flight finish', async () => {
    const server = await listening({
      KEEP_ALIVE_TIMEOUT_MS: '60000',
      REQUEST_TIMEOUT_MS: '60000',
      HEADERS_TIMEOUT_MS: '30000',
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(server.port, '/api/health', agent);
    expect(first.connection).toBe('keep-alive');
    const idleClosed = once(first.socket, 'close'); // the agent keeps it for the next request
    const preconnected = connect(server.port);
    await preconnected.connected;
    const partial = connect(server.port, (s) => s.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
    await partial.connected;

    const other = new http.Agent({ keepAlive: true });
    const waiting = server.nextWaiting();
    const inFlight = get(server.port, '/test/wait', other);
    await waiting;

    const started = performance.now();
    const closing = server.app.close();
    // The connections without a request close at once; the request in flight is still running.
    const [pre, part] = await Promise.all([preconnected.closed, partial.closed, idleClosed]);
    expect(pre.data).toBe('');
    expect(part.data).toBe('');
    server.release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(res.connection).toBe('close');
    await closing;
    expect(performance.now() - started).toBeLessThan(1000);
    agent.destroy();
    other.destroy();
  });

  it('closes the connection of a request still running after the grace period', async () => {
    const server = await listening();
    const waiting = server.nextWaiting();
    const stuck = connect(server.port, (s) => s.write('GET /test/wait HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'));
    await waiting;
    const started = performance.now();
    await closeGracefully(server.app, 300);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(performance.now() - started).toBeLessThan(300 + SLACK_MS);
    expect((await stuck.closed).data).toBe('');
    server.release();
  });
});
