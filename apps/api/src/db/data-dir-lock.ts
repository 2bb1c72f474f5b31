import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { flockSync } from 'fs-ext';

export const LOCK_FILE = 'skylark.lock';

/** Who owns a data directory: written into the lock file by the owner. */
export interface LockOwner {
  pid: number;
  host: string;
  since: string;
  /** the owner's HTTP port on this host, once it listens */
  port?: number;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | undefined,
  ) {
    const who = owner ? `process ${owner.pid} on ${owner.host} (since ${owner.since})` : 'another process';
    super(
      `The data directory ${dataDir} is in use by ${who}.\n` +
        'The embedded database can be opened by one process only. Stop that process first, ' +
        'or run several processes on one PostgreSQL server by setting DATABASE_URL.',
    );
  }
}

export interface DataDirLock {
  /** Records the port the owner listens on (the backup command finds the server by it). */
  announce(port: number): void;
  release(): void;
}

/**
 * Takes an exclusive flock(2) on DATA_DIR/skylark.lock, or throws DataDirLockedError at once.
 * The kernel drops the lock when the owning process ends in any way (kill -9 included), so a
 * crashed owner never leaves a stale lock; the file's content only names the owner.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  // 'a+' creates the file without truncating the current owner's record before the lock is ours
  const fd = openSync(file, 'a+', 0o600);
  try {
    flockSync(fd, 'exnb');
  } catch (error) {
    closeSync(fd);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EAGAIN' || code === 'EWOULDBLOCK') {
      throw new DataDirLockedError(dataDir, readOwner(file));
    }
    throw error;
  }
  const owner: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const record = (o: LockOwner) => {
    ftruncateSync(fd, 0);
    writeSync(fd, `${JSON.stringify(o)}\n`, 0);
  };
  record(owner);
  let held = true;
  return {
    announce(port) {
      if (held) record({ ...owner, port });
    },
    release() {
      if (!held) return;
      held = false;
      ftruncateSync(fd, 0);
      flockSync(fd, 'un');
      closeSync(fd);
    },
  };
}

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}
