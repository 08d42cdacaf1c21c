import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { fromPglite, openDatabase, type Database } from '../../server/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database on the PostgreSQL server of TEST_DATABASE_URL (dropped at close).
 * Both are copies of the template the global setup migrated (global-setup.ts);
 * without one (run outside this Vitest config), the database is created and migrated here.
 */
/** `url`: on PostgreSQL, the new database's address (for a test that needs its own connection). */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = await pgliteTemplate();
    return fromPglite(await PGlite.create(template ? { loadDataDir: template } : {}));
  }

  const template = inject('postgresTemplate');
  // The run drops its databases together at its end (global-setup.ts); outside it, each is dropped at close.
  const runPrefix = inject('postgresRunPrefix');
  const name = `${runPrefix ?? 'datewise_test_'}${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
  // A test's commits need not wait for the disk: nothing here must survive a crash.
  await admin.unsafe(`alter database ${name} set synchronous_commit = off`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.href });
  return {
    ...database,
    url: url.href,
    async close() {
      await database.close();
      if (!runPrefix) await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

let pgliteTemplateBlob: Promise<Blob> | undefined;

/** The template's tarball, read once per test file (a file may open several databases). */
function pgliteTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  if (!file) return Promise.resolve(undefined);
  pgliteTemplateBlob ??= fs.readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteTemplateBlob;
}

export const TEST_SITE = 'http://localhost:5000';

function testConfig(env: Record<string, string> = {}): Config {
  // No scheduler: a test runs the reminder tick itself, at the time it chooses.
  return loadConfig({ LOG_LEVEL: 'silent', SITE_URL: TEST_SITE, DATA_DIR: '/nonexistent', REMINDERS: 'off', ...env });
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
}

export async function buildTestApp(
  database: Database,
  env: Record<string, string> = {},
  options: {
    clientDir?: string;
    siteDir?: string;
    screenRendererFile?: string;
    logStream?: NodeJS.WritableStream;
    testPushServices?: readonly string[];
  } = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const app = await buildApp(config, {
    database,
    clientDir: options.clientDir ?? '/nonexistent',
    siteDir: options.siteDir ?? '/nonexistent',
    screenRendererFile: options.screenRendererFile ?? '/nonexistent/entry-server.js',
    ...options,
  });
  return { app, config, database };
}

/** The session cookie's "name=value" from a response, for the next request. */
export function sessionCookieFrom(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name.endsWith('datewise_session'));
  if (!cookie) throw new Error('no session cookie in the response');
  return `${cookie.name}=${cookie.value}`;
}

/** Signs in with the local form's JSON call and returns the cookie header. */
export async function signInLocally(
  app: FastifyInstance,
  email: string,
  names: { firstName?: string; lastName?: string } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/dev-login',
    headers: { origin: TEST_SITE },
    payload: { email, ...names },
  });
  if (res.statusCode !== 200) throw new Error(`dev-login failed: ${res.statusCode} ${res.body}`);
  return sessionCookieFrom(res);
}

/**
 * One database and app for a test file, opened before its tests and closed
 * after them. The returned object is filled in by `beforeAll`.
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: Parameters<typeof buildTestApp>[2] = {},
): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    const database = await createTestDatabase();
    Object.assign(t, await buildTestApp(database, env, options));
  });
  afterAll(async () => {
    await t.app?.close();
    await t.database?.close();
  });
  return t;
}
