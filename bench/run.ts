import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureFirstLoadJs } from './js-weight';
import { measureLighthouse } from './lighthouse';
import { checkTargets, toMarkdown, writeResults, type BenchResult } from './report';
import { freePort, runTool, startServer, stopServer } from './server';

/**
 * `npm run bench`: build, server cold and warm start, first-load JS per route, Lighthouse mobile.
 * Prints a table and PASS/MISS per target; a MISS never fails it, a failed measurement does (ADR 009).
 * BENCH_LH_RUNS sets the Lighthouse runs per route (median kept; default 3: single runs vary by several points).
 */
const JS_ROUTES = ['/', '/our-story', '/search-result/silk', '/error_404', '/cart'];
const LIGHTHOUSE_ROUTES = ['/', '/our-story'];
const RESULTS_DIR = join(import.meta.dirname, 'results');

const say = (line: string) => process.stdout.write(`${line}\n`);

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  const result: BenchResult = {
    date: new Date().toISOString(),
    commit: commit(),
    node: process.version,
    buildMs: Number.NaN,
    coldStartMs: Number.NaN,
    warmStartMs: Number.NaN,
    firstLoadJs: [],
    lighthouse: [],
    errors: [],
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'padmakshya-bench-'));
  let server: ChildProcess | undefined;
  const cleanUp = async () => {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    say('==> build (vite build)');
    const buildStart = performance.now();
    if ((await runTool(['vite', 'build'])) !== 0) throw new Error('vite build failed');
    result.buildMs = Math.round(performance.now() - buildStart);

    const port = await freePort();
    const base = `http://localhost:${port}`;
    say(`==> server cold start on a fresh data directory (port ${port})`);
    const cold = await startServer(port, dataDir);
    result.coldStartMs = Math.round(cold.startMs);
    await stopServer(cold.child);
    say('==> server warm start on the same data directory');
    const warm = await startServer(port, dataDir);
    server = warm.child;
    result.warmStartMs = Math.round(warm.startMs);

    say('==> first-load JavaScript per route');
    try {
      result.firstLoadJs = await measureFirstLoadJs(base, JS_ROUTES);
    } catch (error) {
      result.errors.push(`first-load JS: ${(error as Error).message}`);
    }
    const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3) || 3);
    say(`==> Lighthouse (mobile, ${runs} run(s) per route)`);
    try {
      result.lighthouse = await measureLighthouse(base, LIGHTHOUSE_ROUTES, runs);
    } catch (error) {
      result.errors.push(`lighthouse: ${(error as Error).message}`);
    }
  } catch (error) {
    result.errors.push((error as Error).message);
  } finally {
    await cleanUp();
  }

  const checks = checkTargets(result);
  writeResults(RESULTS_DIR, result, checks);
  say(`\n${toMarkdown(result, checks)}`);
  say(`Results written to ${RESULTS_DIR}/latest.json, latest.md and ${result.date.slice(0, 10)}.json`);
  // A MISS is reported, not fatal (targets are read by people); a measurement that failed is an error.
  process.exit(result.errors.length > 0 ? 1 : 0);
}

void main();
