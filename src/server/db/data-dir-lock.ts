import fs from 'node:fs';
import path from 'node:path';

/**
 * An exclusive lock on the embedded database folder. Two PGlite processes on
 * one folder silently lose writes, so a second process must refuse to start.
 * The lock file holds the owner's PID; a lock left by a dead process is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by another Datewise process (PID ${pid}). ` +
        'Stop that process first, or start this one with another DATA_DIR or a DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}

interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'datewise.lock');

  const tryCreate = (): boolean => {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  };

  if (!tryCreate()) {
    const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(dataDir, owner);
    }
    // Stale lock from a process that is gone: take it over. If another process
    // takes it in the same instant, our exclusive create fails and we refuse.
    fs.rmSync(lockPath, { force: true });
    if (!tryCreate()) {
      throw new DataDirLockedError(dataDir, Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10));
    }
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.rmSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  };
  // A process that exits without closing the database (a forced exit) still leaves no lock behind.
  process.once('exit', release);
  return { release };
}
