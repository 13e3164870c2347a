import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { renderingPages, startServer, type RunningServer } from '../../bench/server';
import type { ThrowawayPostgres } from '../../scripts/throwaway-postgres';

/**
 * The fault tests' set-up (docs/decisions/033-faults.md): real server processes (replicas) on a throwaway
 * PostgreSQL cluster, each stopped by its own pid; the rig the tests share; and when a replica is ready.
 */

/** The server processes a test started, so that each is stopped by its own pid whatever happens. */
export class Replicas {
  private readonly children = new Set<ChildProcess>();
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'padmakshya-faults-replica-'));

  constructor(private readonly databaseUrl: string) {
    // A test process that ends without stopping them (a timeout, an error) takes them along.
    process.once('exit', () => {
      for (const child of this.children) child.kill('SIGKILL');
      rmSync(this.dataDir, { recursive: true, force: true });
    });
  }

  /**
   * A server process on `port` (main.ts, as in production), ready once it answers: it listens only after the
   * database is migrated and seeded. With `pages`, also once it renders pages (`renderingPages`).
   */
  async start(port: number, { pages = false } = {}): Promise<RunningServer> {
    const server = await startServer(port, this.dataDir, 120_000, { apiOnly: true, databaseUrl: this.databaseUrl });
    this.children.add(server.child);
    server.child.once('exit', () => this.children.delete(server.child));
    if (pages) await renderingPages(port);
    return server;
  }

  /** kill -9: no shutdown of any kind; resolves once the process is gone. */
  kill(server: RunningServer): Promise<void> {
    const { child } = server;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((done) => {
      child.once('exit', () => done());
      child.kill('SIGKILL');
    });
  }

  /** Stops every process still running (SIGKILL: nothing of theirs is checked afterwards), by its own pid. */
  async stopAll(): Promise<void> {
    await Promise.all(
      [...this.children].map(
        (child) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGKILL');
          }),
      ),
    );
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** A replica as a test drives it: where it listens, whether shoppers are sent to it, and what it has in flight. */
export interface Replica {
  server: RunningServer;
  port: number;
  up: boolean;
  inFlight: number;
}

/** What the fault tests share: one cluster and database, two replicas on it, and a client to check it with. */
export interface FaultRig {
  cluster: ThrowawayPostgres;
  replicas: Replicas;
  db: pg.Pool;
  a: Replica;
  b: Replica;
}

/** The end of each replica's output, for a failure's message. */
export const replicaLogs = (replicas: Record<string, RunningServer>) =>
  Object.entries(replicas)
    .map(([name, server]) => {
      // The outage's own 503s are many and alike: the other lines first.
      const other = server
        .fullOutput()
        .split('\n')
        .filter((l) => l && !/ECONNREFUSED|starting up|shutting down|administrator command|idle connection/.test(l));
      return `--- ${name} printed (outage lines left out):\n${other.slice(0, 40).join('\n')}\n--- and last:\n${server.output().slice(-800)}`;
    })
    .join('\n');

export const isRunning = (server: RunningServer) => server.child.exitCode === null && server.child.signalCode === null;
