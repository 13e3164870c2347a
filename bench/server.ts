import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * The bench's browser: the full Chromium shoppers get, not the journeys' headless shell (tests/support/chromium.ts,
 * whose flags it shares).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  /** Milliseconds from spawn to the first 200 on `/`. */
  startMs: number;
  /** Milliseconds from spawn until `/` comes drawn by the server (NaN if it never did within the wait). */
  renderingMs: number;
  output: () => string;
  /** Everything the server has printed. */
  fullOutput: () => string;
}

/**
 * Starts the real server (server/main.ts) as a child on `port` with `dataDir`, and measures the time to
 * its first 200 on `/`. Node runs tsx as a loader directly so npx's own start-up is not measured.
 * `apiOnly` (a step that calls only the API, alone, perhaps without a build): ready at its first answer of
 * any status, as the server listens only once its database is migrated and seeded.
 * `databaseUrl`: a PostgreSQL database instead of the embedded one in `dataDir` (replicas share one).
 */
export async function startServer(
  port: number,
  dataDir: string,
  timeoutMs = 60_000,
  { apiOnly = false, databaseUrl = '' }: { apiOnly?: boolean; databaseUrl?: string } = {},
): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, STATIC_DIR: 'dist' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log.slice(-4000);

  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200 || apiOnly) {
        const startMs = performance.now() - started;
        // Up to 30 s more, not counted as start-up. A build without a renderer never gets there; the wait then
        // simply runs out.
        const renderingMs = apiOnly
          ? Number.NaN
          : await renderingPages(port, 30_000).then(
              () => performance.now() - started,
              () => Number.NaN,
            );
        return { child, port, startMs, renderingMs, output, fullOutput: () => log };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await stopServer(child);
  throw new Error(`server did not answer 200 on / within ${timeoutMs} ms:\n${output()}`);
}

/** Whether `html` is a page the server drew: its state carries the render's record (ADR 014). */
export const isServerRendered = (html: string) => /id="page-state">[^<]*"render":/.test(html);

/**
 * Waits until the server on `port` draws its pages. A start serves them unrendered while its renderer warms up
 * (ADR 014, 056); nothing is measured or tested before then, as a load balancer's readiness check would put no
 * replica in service before then. Throws after `timeoutMs`.
 */
export async function renderingPages(port: number, timeoutMs = 60_000): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    const html = await fetch(`http://localhost:${port}/`, {
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(5_000),
    })
      .then((res) => (res.ok ? res.text() : ''))
      .catch(() => '');
    if (isServerRendered(html)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server on ${port} did not draw its pages within ${timeoutMs} ms`);
}

/** SIGTERM (the server closes its database cleanly), then SIGKILL after `graceMs`. */
export function stopServer(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Runs a local tool through npx with inherited output; resolves with its exit code. */
export function runTool(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', ...args], { stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
