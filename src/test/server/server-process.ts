import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { Readable } from 'node:stream';
import postgres from 'postgres';

/**
 * The real server as a separate process (`src/server/main.ts`), for tests about what only a process shows:
 * shutdown on a signal, several processes on one database. Every start and database registers its clean-up in
 * the caller's list, run after each test.
 */

export type Cleanups = Array<() => Promise<void> | void>;

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  port: number;
  /** Resolves with the first log line (parsed) whose message starts with `msg`. */
  logged(msg: string): Promise<Record<string, unknown>>;
  exited: Promise<{ code: number | null; at: number }>;
}

/** Starts a server process with this environment on a free port; resolves once it listens. */
export async function startServer(env: NodeJS.ProcessEnv, cleanups: Cleanups): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Array<Record<string, unknown>> = [];
  const waiting: Array<{ msg: string; resolve: (line: Record<string, unknown>) => void }> = [];
  let buffered = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const complete = buffered.split('\n');
    buffered = complete.pop()!;
    for (const text of complete) {
      if (!text.startsWith('{')) continue;
      const line = JSON.parse(text) as Record<string, unknown>;
      lines.push(line);
      for (const w of waiting.filter((w) => String(line.msg).startsWith(w.msg))) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: performance.now() })),
  );
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  const server: ServerProcess = {
    child,
    port,
    exited,
    logged: (msg) => {
      const seen = lines.find((line) => String(line.msg).startsWith(msg));
      if (seen) return Promise.resolve(seen);
      return Promise.race([
        new Promise<Record<string, unknown>>((resolve) => waiting.push({ msg, resolve })),
        exited.then(({ code }) => {
          throw new Error(`the server exited (${code}) before logging "${msg}": ${stderr}`);
        }),
      ]);
    },
  };
  await server.logged('Server listening');
  return server;
}

/** A new database on the PostgreSQL server of `serverUrl`, dropped after the test; its URL. */
export async function postgresDatabase(serverUrl: string, cleanups: Cleanups): Promise<string> {
  const name = `datewise_process_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}
