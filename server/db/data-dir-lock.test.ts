import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'padmakshya-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const lockFile = (dir: string) => join(dir, LOCK_FILE);
const holder = (dir: string) => readFileSync(lockFile(dir), 'utf8').trim();
/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

describe('the DATA_DIR lock', () => {
  it('is one per directory: a second taker is refused until the first releases it', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(holder(dir)).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(`DATA_DIR ${dir} is in use by another server in this process`);
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses a lock whose process is alive, naming it, and leaves that lock alone', () => {
    const dir = tempDir();
    writeFileSync(lockFile(dir), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(`is in use by another server (process ${process.ppid})`);
    expect(holder(dir)).toBe(String(process.ppid));
  });

  it('takes over a lock whose process has ended', () => {
    const dir = tempDir();
    const pid = deadPid();
    expect(pid).toBeGreaterThan(0);
    writeFileSync(lockFile(dir), `${pid}\n`);
    const lock = lockDataDir(dir);
    expect(holder(dir)).toBe(String(process.pid));
    lock.release();
  });

  it('waits out a lock still being written, and takes over one that never got a pid', () => {
    const dir = tempDir();
    writeFileSync(lockFile(dir), '');
    expect(() => lockDataDir(dir)).toThrow('is in use by a server that is starting');
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lockFile(dir), aMinuteAgo, aMinuteAgo);
    lockDataDir(dir).release();
  });

  it('leaves a lock that is no longer its own when released', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    writeFileSync(lockFile(dir), `${process.ppid}\n`);
    lock.release();
    expect(holder(dir)).toBe(String(process.ppid));
  });
});

describe('two servers on one DATA_DIR', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));

  it('refuses the second process with a clear message, and frees the directory on close', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    try {
      const second = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0' },
        timeout: 60_000,
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
      );
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(
        `Could not start the server: DATA_DIR ${dataDir} is in use by another server (process ${process.pid}).`,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile(dataDir))).toBe(false);
    const again = await openDatabase({ dataDir });
    expect(holder(dataDir)).toBe(String(process.pid));
    await again.close();
  }, 120_000);
});
