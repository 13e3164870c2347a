import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * One server per DATA_DIR. PGlite has no lock of its own: two processes on one directory both run, each
 * with its own copy of the database in memory, and whichever writes last silently loses the other's
 * acknowledged writes. So the server takes `server.lock` in the directory (created with `wx`, holding its
 * pid) before PGlite opens it, and removes it on close. A lock whose process is gone (a crash, a kill -9)
 * is taken over. PostgreSQL (DATABASE_URL) locks for itself and takes none.
 */
export const LOCK_FILE = 'server.lock';

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still this process's; safe to call twice. */
  release(): void;
}

/** Directories this process holds: a second open in the same process is refused like one from another. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid a lock file names, or null when it names none (half-written, or not ours). */
function ownerOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function create(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

type Holder = number | null | 'this process';

const describeHolder = (holder: Holder) =>
  holder === 'this process'
    ? 'another server in this process'
    : holder === null
      ? 'a server that is starting'
      : `another server (process ${holder})`;

function inUse(dataDir: string, file: string, holder: Holder): Error {
  return new Error(
    `DATA_DIR ${dataDir} is in use by ${describeHolder(holder)}. Stop that server or give this one its own ` +
      `DATA_DIR: two servers on one directory lose each other's writes. If no server uses it, delete ${file}.`,
  );
}

/** A lock file without a pid younger than this is still being written by its starter. */
const WRITING_MS = 5_000;

/** Whether the lock's holder is gone: its process has ended, or the file never got a pid. */
function isStale(file: string, owner: number | null): boolean {
  // Our own pid in a lock we do not hold is a previous run's (a container restarted with the same pid).
  if (owner !== null) return owner === process.pid || !isAlive(owner);
  try {
    return Date.now() - statSync(file).mtimeMs > WRITING_MS;
  } catch {
    return true; // removed meanwhile
  }
}

/** Takes the directory's lock, or throws naming the process that holds it. The directory must exist. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = resolve(dataDir, LOCK_FILE);
  if (held.has(file)) throw inUse(dataDir, file, 'this process');
  if (!create(file)) {
    const owner = ownerOf(file);
    if (!isStale(file, owner)) throw inUse(dataDir, file, owner);
    // Take the stale lock over; if another starter got there first, that one holds it.
    rmSync(file, { force: true });
    if (!create(file)) throw inUse(dataDir, file, ownerOf(file));
  }
  held.add(file);
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      held.delete(file);
      if (ownerOf(file) === process.pid) rmSync(file, { force: true });
    },
  };
}
