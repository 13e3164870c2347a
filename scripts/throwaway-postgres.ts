import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findPostgres, SUPERUSER, type PostgresInstall } from './find-postgres';

/**
 * A throwaway PostgreSQL cluster for tests (docs/decisions/031-postgresql-in-ci.md): initdb into a fresh
 * temporary directory, a postmaster on 127.0.0.1 at a free port (and a unix socket in that directory), no fsync;
 * `stop()` shuts it down and removes the directory. It is also stopped when the process exits (normally, on an
 * error, or through `process.exit` in a signal handler); a process killed with SIGKILL leaves it running.
 *
 * initdb and postgres refuse to run as root: as root they run as the `postgres` system user, which owns the
 * temporary directory. Which binaries, and which user, find-postgres.ts finds.
 */

export interface ThrowawayPostgres {
  /** The port on 127.0.0.1. */
  port: number;
  /** The temporary directory holding the cluster (data/), its log and its unix socket. */
  dir: string;
  /** Connection string of a database of the cluster as its superuser (`postgres` is always there). */
  url(database?: string): string;
  /** Creates an empty database and returns its connection string. */
  createDatabase(name: string): Promise<string>;
  /** The end of the server's log, for error messages. */
  logTail(lines?: number): string;
  /**
   * Restarts the server on the same port and directory, keeping its data: `pg_ctl restart -m fast` (open
   * connections are ended), or with `downMs`, a fast stop, that long with no server at all, and a start. Resolves
   * once it accepts connections again. Asynchronous, so the caller's own work (a load on it) goes on meanwhile.
   */
  restart(options?: { downMs?: number }): Promise<void>;
  /** Stops the server (fast shutdown) and removes the directory; safe to call twice. Synchronous. */
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export interface StartOptions {
  /** Defaults to findPostgres(); throws with its reason when PostgreSQL is not there. */
  install?: PostgresInstall;
  /** Prefix of the temporary directory's name. */
  prefix?: string;
}

/** Creates and starts a throwaway cluster. */
export async function startThrowawayPostgres(options: StartOptions = {}): Promise<ThrowawayPostgres> {
  let install = options.install;
  if (!install) {
    const lookup = findPostgres();
    if (!lookup.ok) throw new Error(`Cannot start PostgreSQL: ${lookup.reason}`);
    install = lookup.install;
  }
  const { bindir, runAs } = install;
  const dir = mkdtempSync(join(tmpdir(), options.prefix ?? 'throwaway-postgres-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const password = randomBytes(18).toString('base64url');

  // The binaries run as the postgres user when we are root; it must own the directory.
  if (runAs) chownSync(dir, runAs.uid, runAs.gid);
  const asServerUser = runAs ? { uid: runAs.uid, gid: runAs.gid } : {};
  // Messages in English whatever the machine's locale, so failures read the same everywhere.
  const env = { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8', LC_MESSAGES: 'C' };
  const tool = (name: string, args: string[], timeoutMs = 120_000) =>
    spawnSync(join(bindir, name), args, {
      ...asServerUser,
      cwd: dir,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
    });

  /** `tool`, without blocking this process's event loop. */
  const toolAsync = (name: string, args: string[], timeoutMs = 120_000) =>
    new Promise<{ status: number | null; output: string }>((resolve) => {
      const child = spawn(join(bindir, name), args, {
        ...asServerUser,
        cwd: dir,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: timeoutMs,
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', (error) => resolve({ status: null, output: error.message }));
      child.on('exit', (status) => resolve({ status, output }));
    });

  let stopped = false;
  let started = false;
  const logTail = (lines = 40) => {
    try {
      return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no server log)';
    }
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    if (started) {
      const result = tool('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30', '-s'], 40_000);
      if (result.status !== 0) killPostmaster(dataDir);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);

  try {
    const passwordFile = join(dir, 'password');
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (runAs) chownSync(passwordFile, runAs.uid, runAs.gid);
    const init = tool('initdb', [
      '-D',
      dataDir,
      '-U',
      SUPERUSER,
      `--pwfile=${passwordFile}`,
      '--auth-host=scram-sha-256',
      '--auth-local=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    rmSync(passwordFile, { force: true });
    if (init.status !== 0) {
      throw new Error(`initdb failed (${init.status ?? init.signal}):\n${init.stderr || init.stdout}`);
    }

    // A free port can be taken between our look and the postmaster's bind: try a few.
    let port = 0;
    let serverOptions = '';
    for (let attempt = 1; attempt <= 3 && !started; attempt += 1) {
      port = await freePort();
      serverOptions = [
        `-c listen_addresses=127.0.0.1`,
        `-p ${port}`,
        `-k '${dir}'`,
        // A test cluster: nothing has to survive a crash.
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
      ].join(' ');
      const start = tool('pg_ctl', [
        'start',
        '-D',
        dataDir,
        '-l',
        logFile,
        '-w',
        '-t',
        '60',
        '-s',
        '-o',
        serverOptions,
      ]);
      if (start.status === 0) started = true;
      else if (attempt === 3 || !/could not bind|Address already in use/i.test(logTail())) {
        killPostmaster(dataDir);
        throw new Error(
          `PostgreSQL did not start (pg_ctl ${start.status ?? start.signal}):\n${start.stderr}\n${logTail()}`,
        );
      }
    }

    const url = (database = 'postgres') =>
      `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
    const startArgs = () => ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-s', '-o', serverOptions];
    const restart = async ({ downMs = 0 }: { downMs?: number } = {}) => {
      if (stopped) throw new Error('PostgreSQL was stopped for good: it cannot be restarted');
      const steps =
        downMs > 0
          ? [['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30', '-s'], null, startArgs()]
          : [['restart', '-D', dataDir, '-m', 'fast', '-w', '-t', '60', '-s', '-l', logFile, '-o', serverOptions]];
      for (const args of steps) {
        if (!args) {
          await new Promise((done) => setTimeout(done, downMs));
          continue;
        }
        const result = await toolAsync('pg_ctl', args);
        if (result.status !== 0) {
          throw new Error(`pg_ctl ${args[0]} failed (${result.status}):\n${result.output}\n${logTail()}`);
        }
      }
    };
    return {
      port,
      dir,
      url,
      logTail,
      restart,
      stop,
      async createDatabase(name: string) {
        if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
        const client = new pg.Client({ connectionString: url() });
        await client.connect();
        try {
          await client.query(`CREATE DATABASE ${name}`);
        } finally {
          await client.end();
        }
        return url(name);
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** When pg_ctl cannot stop it: kill the postmaster named in postmaster.pid (its children follow). */
function killPostmaster(dataDir: string) {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (Number.isInteger(pid) && pid > 1) process.kill(pid, 'SIGKILL');
  } catch {
    // No pid file, or the process is already gone.
  }
}
