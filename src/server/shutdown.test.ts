import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresDatabase, startServer, type Cleanups } from '../test/server/server-process';

// Issue 16, finding 8: SIGTERM with keep-alive connections open. The real server process, on PGlite in a
// temporary data folder (and on PostgreSQL too when TEST_DATABASE_URL is set).

const cleanups: Cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  socket: net.Socket;
}

function answer(req: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      const socket = res.socket; // detached once the response ends
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body, socket }));
      res.on('error', reject);
    });
  });
}

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const;

describe.each(kinds)('SIGTERM on %s', (kind) => {
  // A new PGlite folder takes about 4 s to create; a loaded machine takes longer.
  it(
    'closes keep-alive connections at once, finishes the request in flight and exits in well under 10 s',
    {
      timeout: 120_000,
    },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datewise-shutdown-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: '',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        // Long enough that no connection here is closed by a timeout rather than by the shutdown.
        KEEP_ALIVE_TIMEOUT_MS: '60000',
        REQUEST_TIMEOUT_MS: '60000',
        HEADERS_TIMEOUT_MS: '60000',
      };
      delete env.DATABASE_URL;
      if (kind === 'postgres') env.DATABASE_URL = await postgresDatabase(process.env.TEST_DATABASE_URL!, cleanups);
      const lockFile = path.join(dataDir, 'datewise.lock');

      const server = await startServer(env, cleanups);
      const { port } = server;
      if (kind === 'pglite') expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(server.child.pid));
      const site = `http://localhost:${port}`;
      const agent = new http.Agent({ keepAlive: true });
      const loginAgent = new http.Agent({ keepAlive: true }); // not the idle connection's
      cleanups.push(() => {
        agent.destroy();
        loginAgent.destroy();
      });

      // 1. A keep-alive connection that has answered a request and is now idle.
      const first = await answer(http.get({ host: '127.0.0.1', port, path: '/api/health', agent }));
      expect(first.status).toBe(200);
      expect(first.headers.connection).toBe('keep-alive');
      const idleClosed = once(first.socket, 'close');

      // 2. A connection opened ahead of a request (as browsers preconnect).
      const preconnected = net.connect(port, '127.0.0.1');
      preconnected.on('error', () => {});
      await once(preconnected, 'connect');
      const preconnectedClosed = once(preconnected, 'close');

      // 3. A request in flight at SIGTERM: its body arrives only after the server has started shutting down.
      const body = JSON.stringify({ email: 'in.flight@example.com' });
      const login = http.request({
        host: '127.0.0.1',
        port,
        path: '/auth/dev-login',
        method: 'POST',
        agent: loginAgent,
        headers: { origin: site, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const loggedIn = answer(login);
      loggedIn.catch(() => {}); // awaited below; before the fix it was reset by the forced exit meanwhile
      login.write(body.slice(0, 10));
      // The server reads connections in order: once a later request is answered, it has the login's headers.
      expect((await answer(http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }))).status).toBe(200);

      const signalled = performance.now();
      server.child.kill('SIGTERM');
      await server.logged('shutting down');
      await Promise.all([idleClosed, preconnectedClosed]);
      login.end(body.slice(10));
      const inFlight = await loggedIn;
      expect(inFlight.status).toBe(200);
      expect(inFlight.headers.connection).toBe('close');
      expect(JSON.parse(inFlight.body)).toMatchObject({ email: 'in.flight@example.com' });

      const { code, at } = await server.exited;
      expect(code).toBe(0);
      expect(at - signalled).toBeLessThan(5000);
      expect(await server.logged('shut down')).toHaveProperty('ms');
      expect(fs.existsSync(lockFile)).toBe(false);

      // A second server starts on the same data and finds what the request in flight wrote (its session).
      const cookie = [inFlight.headers['set-cookie'] ?? []].flat()[0]!.split(';')[0]!;
      const second = await startServer(env, cleanups);
      const me = await answer(
        http.get({ host: '127.0.0.1', port: second.port, path: '/api/auth/user', headers: { cookie }, agent: false }),
      );
      expect(me.status).toBe(200);
      expect(JSON.parse(me.body)).toMatchObject({ email: 'in.flight@example.com' });
      second.child.kill('SIGTERM');
      expect((await second.exited).code).toBe(0);
      expect(fs.existsSync(lockFile)).toBe(false);
    },
  );
});
