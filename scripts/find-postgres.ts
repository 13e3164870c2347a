import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Finding the installed PostgreSQL (docs/decisions/031-postgresql-in-ci.md): the directory of its server binaries
 * and, when this process is root, the system user to run them as; or why there is none. throwaway-postgres.ts
 * starts its clusters with what this finds; `npm test` asks it whether the PostgreSQL steps can run.
 */

/** How to run the server binaries of an installed PostgreSQL. */
export interface PostgresInstall {
  /** Directory of initdb, pg_ctl and postgres. */
  bindir: string;
  /** The user they run as when this process is root (they refuse root). */
  runAs: { name: string; uid: number; gid: number } | null;
}

export type PostgresLookup = { ok: true; install: PostgresInstall } | { ok: false; reason: string };

const SERVER_BINARIES = ['initdb', 'pg_ctl', 'postgres'];
/** The clusters' superuser, and the system user the binaries run as under root. */
export const SUPERUSER = 'postgres';

const hasServerBinaries = (dir: string) => SERVER_BINARIES.every((name) => existsSync(join(dir, name)));

/**
 * PG_BINDIR when set (and nothing else), else `pg_config --bindir`, else the newest
 * /usr/lib/postgresql/<version>/bin (Debian's server packages; its pg_config may be libpq's, without them).
 */
function findBindir(): string | null {
  const chosen = process.env.PG_BINDIR;
  if (chosen) return hasServerBinaries(chosen) ? chosen : null;
  try {
    const bindir = execFileSync('pg_config', ['--bindir'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (bindir && hasServerBinaries(bindir)) return bindir;
  } catch {
    // No pg_config on PATH: look where Debian installs the server.
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+(\.\d+)?$/.test(name) && hasServerBinaries(join(root, name, 'bin')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

function systemUser(name: string): { name: string; uid: number; gid: number } | null {
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    const uid = id('-u');
    const gid = id('-g');
    return Number.isInteger(uid) && Number.isInteger(gid) && uid > 0 ? { name, uid, gid } : null;
  } catch {
    return null;
  }
}

/** Finds the server binaries and, as root, the user to run them as; or says why it cannot. */
export function findPostgres(): PostgresLookup {
  const bindir = findBindir();
  if (!bindir) {
    return {
      ok: false,
      reason: process.env.PG_BINDIR
        ? `PG_BINDIR (${process.env.PG_BINDIR}) has no initdb, pg_ctl and postgres`
        : "PostgreSQL's server binaries (initdb, pg_ctl, postgres) are not installed: neither `pg_config --bindir` " +
          'nor /usr/lib/postgresql/*/bin has them (Debian: apt-get install postgresql)',
    };
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) return { ok: true, install: { bindir, runAs: null } };
  const runAs = systemUser(SUPERUSER);
  if (!runAs) {
    return {
      ok: false,
      reason: `running as root, and PostgreSQL refuses root: there is no "${SUPERUSER}" system user to run it as`,
    };
  }
  return { ok: true, install: { bindir, runAs } };
}
