/**
 * Vitest global setup: migrates one template database before any test file
 * runs; each test file's database is then a copy of it (see createTestDatabase).
 *
 * - PGlite: the migrated data folder, dumped to a tarball in
 *   node_modules/.cache/datewise-test/, named by the PGlite version and a hash
 *   of the migrations folder. A test database loads it (`loadDataDir`) instead
 *   of running initdb and the migrations.
 * - PostgreSQL (TEST_DATABASE_URL set): a database `datewise_template_<hash>`
 *   on that server, migrated, then closed to connections and marked a template;
 *   a test database is `CREATE DATABASE … TEMPLATE` it.
 *
 * A new or changed migration file changes the hash, so a new template is built;
 * a template is never written to after it is built. Every copy still runs the
 * migrator on open (a no-op when the template is current).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { fromPglite, migrationsFolder, openDatabase } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data folder as a tarball (a file path). */
    pgliteTemplate: string;
    /** The migrated template database on TEST_DATABASE_URL's server. */
    postgresTemplate: string;
    /** The start of the names of this run's test databases on that server, dropped together when the run ends. */
    postgresRunPrefix: string;
  }
}

/** An arbitrary constant: serialises template builds of test runs starting together on one server. */
const TEMPLATE_LOCK_KEY = 7_420_222;
/** Templates of other migration sets that no run has used for this long are dropped. */
const STALE_MS = 24 * 60 * 60 * 1000;

export default async function setup(project: TestProject) {
  const hash = migrationsHash();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('pgliteTemplate', await pgliteTemplate(hash));
    return;
  }
  project.provide('postgresTemplate', await postgresTemplate(serverUrl, hash));
  // A test file leaves its database behind: dropping one takes a checkpoint (about a second), which each file then
  // waited for. They are dropped together when the run ends, where the checkpoints overlap.
  const prefix = `datewise_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}_`;
  project.provide('postgresRunPrefix', prefix);
  await dropTestDatabases(serverUrl, (name) => {
    // Left by a run that was stopped before its teardown (the name carries its start): gone after a day.
    const started = parseInt(/^datewise_test_([0-9a-z]+)_/.exec(name)?.[1] ?? '', 36);
    return Date.now() - started > STALE_MS;
  });
  return () => dropTestDatabases(serverUrl, (name) => name.startsWith(prefix));
}

/** Drops, all at once, the test databases on the server whose names `chosen` accepts. */
async function dropTestDatabases(serverUrl: string, chosen: (name: string) => boolean): Promise<void> {
  const admin = postgres(serverUrl, { max: 8, onnotice: () => {} });
  try {
    const rows = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like 'datewise\\_test\\_%'`;
    await Promise.all(
      rows
        .filter((row) => chosen(row.datname))
        .map((row) => admin.unsafe(`drop database if exists ${row.datname} with (force)`)),
    );
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/** A hash of every file in the migrations folder (names and contents). */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(`${file}\0`).update(fs.readFileSync(full)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(hash: string): Promise<string> {
  const require = createRequire(import.meta.url);
  const pgliteDir = path.dirname(path.dirname(require.resolve('@electric-sql/pglite')));
  const { version } = JSON.parse(fs.readFileSync(path.join(pgliteDir, 'package.json'), 'utf8')) as { version: string };
  const cacheDir = path.resolve(import.meta.dirname, '../../../node_modules/.cache/datewise-test');
  const file = path.join(cacheDir, `pglite-${version}-${hash}.tar`);
  if (fs.existsSync(file)) {
    // Marks it used, so that a run on another migration set does not remove it as stale.
    const now = new Date();
    fs.utimesSync(file, now, now);
    return file;
  }

  fs.mkdirSync(cacheDir, { recursive: true });
  const client = await PGlite.create();
  const database = await fromPglite(client);
  const dump = await client.dumpDataDir('none');
  await database.close();
  // Written under another name, then renamed: a run starting at the same time never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  for (const other of fs.readdirSync(cacheDir)) {
    const full = path.join(cacheDir, other);
    if (full !== file && Date.now() - fs.statSync(full).mtimeMs > STALE_MS) fs.rmSync(full, { force: true });
  }
  return file;
}

async function postgresTemplate(serverUrl: string, hash: string): Promise<string> {
  const name = `datewise_template_${hash}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    // Runs starting together take turns: the first builds, the others find it built.
    await admin`select pg_advisory_lock(${TEMPLATE_LOCK_KEY})`;
    const [existing] = await admin<{ datistemplate: boolean }[]>`
      select datistemplate from pg_database where datname = ${name}`;
    if (!existing?.datistemplate) {
      // Left half-built by a run that was stopped: start again.
      if (existing) await admin.unsafe(`drop database ${name} with (force)`);
      await admin.unsafe(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ kind: 'postgres', url: url.href });
      await database.close();
      // No session may be connected to a template while it is copied: refuse connections from now on.
      await admin.unsafe(`alter database ${name} with is_template true allow_connections false`);
    }
    // The comment records when a run last used the template; unused ones of other migration sets go.
    await admin.unsafe(`comment on database ${name} is 'datewise test template, used ${Date.now()}'`);
    const others = await admin<{ datname: string; used: string | null }[]>`
      select datname, shobj_description(oid, 'pg_database') as used from pg_database
      where datname like 'datewise\\_template\\_%' and datname <> ${name}`;
    for (const other of others) {
      const used = Number(/used (\d+)/.exec(other.used ?? '')?.[1] ?? 0);
      if (Date.now() - used < STALE_MS) continue;
      await admin.unsafe(`alter database ${other.datname} with is_template false`);
      await admin.unsafe(`drop database if exists ${other.datname}`);
    }
    return name;
  } finally {
    await admin`select pg_advisory_unlock(${TEMPLATE_LOCK_KEY})`.catch(() => {});
    await admin.end({ timeout: 5 });
  }
}
