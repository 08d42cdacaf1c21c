import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { RunningServer } from './server-process';

/** The PostgreSQL server the benchmarks use (BENCH_DATABASE_URL, else the local one). */
const serverUrl = () => process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `work` with the URL of a new, empty database on the benchmark's
 * PostgreSQL server, dropped afterwards whatever happens.
 */
export async function withBenchDatabase(work: (url: string) => Promise<void>): Promise<void> {
  const admin = postgres(serverUrl(), { max: 1, onnotice: () => {} });
  const name = `datewise_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl());
    url.pathname = `/${name}`;
    await work(url.href);
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

/** Signs a benchmark user in with the local form's JSON call; returns the cookie header. */
export async function benchSignIn(server: RunningServer, email: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${server.port}/auth/dev-login`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, firstName: 'Bench' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}
