import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'datewise-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('lockDataDir', () => {
  it('creates the folder and releases the lock', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'datewise.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'datewise.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    fs.writeFileSync(path.join(dir, 'datewise.lock'), String(dead));
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'datewise.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('refuses a folder locked by a live process', () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'datewise.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      holder.kill();
    }
  });

  // Two real server processes: generous time for a loaded machine.
  it('stops a second server on the same data folder with a clear message', { timeout: 120_000 }, async () => {
    const dir = tempDir();
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'warn', NODE_ENV: '' };
    delete env.DATABASE_URL;
    const firstPort = await freePort();
    const first = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...env, PORT: String(firstPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      // Wait for the first server to hold the lock.
      const lockFile = path.join(dir, 'datewise.lock');
      const deadline = Date.now() + 90_000;
      while (!fs.existsSync(lockFile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(first.pid));

      const second = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { ...env, PORT: String(await freePort()) },
        encoding: 'utf8',
        timeout: 90_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`is in use by another Datewise process (PID ${first.pid})`);

      // Stopped once healthy, it shuts down gracefully and releases the lock.
      while (Date.now() < deadline) {
        const ok = await fetch(`http://127.0.0.1:${firstPort}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      first.kill('SIGTERM');
      await new Promise((resolve) => first.once('exit', resolve));
    }
    expect(fs.existsSync(path.join(dir, 'datewise.lock'))).toBe(false);
  });
});
