import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Runs the real server as a child process on a free port (browser tests and benchmarks). */

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  /** From spawning the process to its first healthy answer. */
  startupMs: number;
  port: number;
  process: ChildProcess;
  dataDir: string | undefined;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server at ${url} was not healthy within ${timeoutMs} ms`);
}

/**
 * Starts `src/server/main.ts` with the given environment (an empty data folder unless one is given); `entry`: another
 * entry file (the browser tests' one, src/test/server/main-for-browser-tests.ts).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { quiet?: boolean; entry?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATABASE_URL
    ? undefined
    : (env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'datewise-e2e-')));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry ?? 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...env,
    },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url);
  } catch (error) {
    child.kill('SIGKILL'); // a server that never became healthy must not outlive the caller
    throw error;
  }
  const startupMs = performance.now() - started;
  return {
    startupMs,
    url: `http://localhost:${port}`,
    port,
    process: child,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    },
  };
}

/** Resident memory of a process in MB (Linux). */
export function residentMemoryMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

const CLOCK_TICKS_PER_S = 100; // Linux's USER_HZ

/** CPU time a process has used so far, user and system, in ms (Linux; 0 once it has gone). */
export function cpuTimeMs(pid: number): number {
  try {
    // Fields after the command's closing bracket: state is 3rd, utime 14th and stime 15th of the whole line.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return 0;
  }
}

/** The processes of this machine's PostgreSQL server (its postmaster and every backend). */
export function postgresPids(): number[] {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      return fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres' ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}
