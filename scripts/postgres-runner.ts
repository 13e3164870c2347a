import { spawn, type ChildProcess } from 'node:child_process';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

/**
 * Runs one test command against a throwaway PostgreSQL cluster (throwaway-postgres.ts) and exits with its exit
 * code: the cluster is made, the command runs with the environment `envFor` gives it, the cluster is removed.
 * A signal goes on to the command, which gets SIGNAL_GRACE_MS to stop its own children (Playwright stops its
 * workers and the store's server) before the cluster is stopped. Used by e2e-postgres.ts and
 * server-tests-postgres.ts (docs/decisions/031-postgresql-in-ci.md).
 */
export interface PostgresRun {
  /** Names the run in its messages and the cluster's temporary directory. */
  name: string;
  /** The program and its arguments, run with node (a script path, not a shell command). */
  script: string;
  args: string[];
  /** The command's extra environment, once the cluster is up. */
  envFor(cluster: ThrowawayPostgres): Promise<Record<string, string>>;
}

const SIGNAL_GRACE_MS = 15_000;
const SIGNAL_CODES = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const;
type Signal = keyof typeof SIGNAL_CODES;

export function runOnThrowawayPostgres(run: PostgresRun): void {
  const write = (line: string) => process.stdout.write(`${run.name}: ${line}\n`);
  let child: ChildProcess | null = null;
  let interrupted: Signal | null = null;

  for (const signal of Object.keys(SIGNAL_CODES) as Signal[]) {
    process.on(signal, () => {
      const code = 128 + SIGNAL_CODES[signal];
      // Exiting runs the cluster's exit handler, which stops it and removes its directory.
      if (interrupted || !child || child.exitCode !== null) process.exit(code);
      interrupted = signal;
      write(`${signal}: stopping the tests, then the cluster`);
      child.kill(signal);
      setTimeout(() => process.exit(code), SIGNAL_GRACE_MS).unref();
    });
  }

  const runCommand = (env: NodeJS.ProcessEnv) =>
    new Promise<number>((resolve) => {
      // The script with node itself, not through npx, which would not pass a signal on.
      child = spawn(process.execPath, [run.script, ...run.args], { stdio: 'inherit', env });
      child.on('error', (error) => {
        write(`could not start ${run.script} (${error.message})`);
        resolve(127);
      });
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    });

  const main = async (): Promise<number> => {
    const started = Date.now();
    const cluster = await startThrowawayPostgres({ prefix: `padmakshya-${run.name}-` });
    try {
      const env = await run.envFor(cluster);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      write(`PostgreSQL on 127.0.0.1:${cluster.port}, up in ${seconds} s (cluster in ${cluster.dir})`);
      if (interrupted) return 128 + SIGNAL_CODES[interrupted];
      const code = await runCommand({ ...process.env, ...env });
      if (interrupted) return 128 + SIGNAL_CODES[interrupted];
      if (code !== 0) write(`the end of PostgreSQL's log:\n${cluster.logTail(20)}`);
      return code;
    } finally {
      cluster.stop();
    }
  };

  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      write(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
