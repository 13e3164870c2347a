import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codOrderLines, COD_ORDERS, measureCodOrders } from './cod-order';
import { interactionLines, measureInteractions } from './interaction';
import { measureFirstLoadJs } from './js-weight';
import { measurePages } from './page-figures';
import { measureProductListLoad, PRODUCT_LIST_LOAD, type LoadSettings } from './product-list-load';
import { measureRenderer, runPropertyCheck } from './renderer';
import { checkTargets, toMarkdown, writeResults, type BenchResult } from './report';
import { scaleOnly } from './scale';
import { limitSentences, loadLines } from './report-pages';
import { LIGHTHOUSE_ROUTES, PRODUCT_ROUTE, ROUTE_STORAGE } from './routes';
import { freePort, runTool, startServer, stopServer, type RunningServer } from './server';

/**
 * `npm run bench`: build, server cold and warm start, first-load JS per route, Lighthouse mobile for each
 * route and its static limit page, product-list latency under load (issue 9 §6), the time to place a COD
 * order (issue 10 §6).
 * Prints a table and PASS/MISS per target; a MISS never fails it, a failed measurement does (ADR 009).
 * Then the renderer: validation's price on a 1,000-block page and the property check at 10,000 runs.
 * BENCH_LH_RUNS sets the Lighthouse runs per route (median kept; default 3: single runs vary by several points);
 * BENCH_LHR_DIR, a folder, keeps each run's Lighthouse report there.
 * BENCH_PROPERTY_RUNS sets the property check's runs (default 10,000). BENCH_ONLY=renderer runs only the
 * renderer figures, BENCH_ONLY=load only the load (on the last build, no build of its own; BENCH_LOAD_RATE
 * and BENCH_LOAD_SECONDS shrink it for a try), BENCH_ONLY=cod-order only the COD orders (API only: no build
 * needed), BENCH_ONLY=js only the first-load JS and BENCH_ONLY=inp only the interactions (both on the last
 * build), and each prints without writing
 * bench/results (those always hold a full run).
 */
const JS_ROUTES = ['/', '/our-story', '/search-result/silk', '/error_404', '/cart', '/list/shop-all', PRODUCT_ROUTE];
const RESULTS_DIR = join(import.meta.dirname, 'results');
const RENDERER_ONLY = process.env.BENCH_ONLY === 'renderer';
const LOAD_ONLY = process.env.BENCH_ONLY === 'load';
const COD_ORDER_ONLY = process.env.BENCH_ONLY === 'cod-order';
const PAGES_ONLY = process.env.BENCH_ONLY === 'pages';
const JS_ONLY = process.env.BENCH_ONLY === 'js';
const INP_ONLY = process.env.BENCH_ONLY === 'inp';
/** `npm run bench -- --scale`: only the scale run (bench/scale.ts, ADR 032), printed and not written. */
const SCALE_ONLY = process.argv.includes('--scale');
const LOAD: LoadSettings = {
  rate: Number(process.env.BENCH_LOAD_RATE) || PRODUCT_LIST_LOAD.rate,
  durationMs: (Number(process.env.BENCH_LOAD_SECONDS) || PRODUCT_LIST_LOAD.durationMs / 1000) * 1000,
  warmupMs: PRODUCT_LIST_LOAD.warmupMs,
};
const PROPERTY_RUNS = Math.max(1, Number(process.env.BENCH_PROPERTY_RUNS ?? 10_000) || 10_000);

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
    if (!RENDERER_ONLY) {
      say('==> build (vite build)');
      const buildStart = performance.now();
      if ((await runTool(['vite', 'build'])) !== 0) throw new Error('vite build failed');
      result.buildMs = Math.round(performance.now() - buildStart);

      const port = await freePort();
      const base = `http://localhost:${port}`;
      say(`==> server cold start on a fresh data directory (port ${port})`);
      const cold = await startServer(port, dataDir);
      result.coldStartMs = Math.round(cold.startMs);
      result.coldRenderingMs = Math.round(cold.renderingMs);
      await stopServer(cold.child);
      say('==> server warm start on the same data directory');
      const warm = await startServer(port, dataDir);
      server = warm.child;
      result.warmStartMs = Math.round(warm.startMs);
      // The pages, interactions and load measure a running shop, not its first seconds (ADR 056).
      say(`    ${await listingsWarmed(warm)}`);

      say('==> first-load JavaScript per route');
      try {
        result.firstLoadJs = await measureFirstLoadJs(base, JS_ROUTES);
      } catch (error) {
        result.errors.push(`first-load JS: ${(error as Error).message}`);
      }
      const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3) || 3);
      say(`==> Lighthouse (mobile, ${runs} run(s) per route), each route then its static limit page`);
      const pages = await measurePages(base, LIGHTHOUSE_ROUTES, runs, ROUTE_STORAGE);
      Object.assign(result, { lighthouse: pages.lighthouse, limitPages: pages.limitPages });
      result.errors.push(...pages.errors);
      for (const line of limitSentences(pages.limitPages)) say(`    ${line}`);
      say('==> interaction to next paint on a phone, CPU slowed 4× (issue 13 §1)');
      try {
        result.interactions = await measureInteractions(base);
        for (const f of result.interactions) say(`    ${f.name}: ${f.medianMs} ms (worst ${f.maxMs})`);
      } catch (error) {
        result.errors.push(`interactions: ${(error as Error).message}`);
      }
      say(`==> product-list: ${LOAD.rate} requests/s for ${LOAD.durationMs / 1000} s, open loop`);
      try {
        result.productListLoad = await measureProductListLoad(port, LOAD, server.pid);
        say(`    p50 ${result.productListLoad.p50Ms} ms, p99 ${result.productListLoad.p99Ms} ms`);
      } catch (error) {
        result.errors.push(`product-list load: ${(error as Error).message}`);
      }
      // After the load, which reads the stock these orders do not touch (their pieces are made to order).
      say(`==> makeCodOrder: ${COD_ORDERS} guest orders one after another (the time to place a COD order)`);
      try {
        result.codOrder = await measureCodOrders(port);
        say(`    p50 ${result.codOrder.p50Ms} ms, p99 ${result.codOrder.p99Ms} ms, ${result.codOrder.failures} failed`);
        for (const line of result.codOrder.failureLines) say(`    ${line}`);
        if (result.codOrder.failures > 0) result.errors.push(`COD orders: ${result.codOrder.failures} failed`);
      } catch (error) {
        result.errors.push(`COD orders: ${(error as Error).message}`);
      }
    }
  } catch (error) {
    result.errors.push((error as Error).message);
  } finally {
    await cleanUp();
  }

  // After the server has stopped, so nothing else competes for the CPU while the renderer is timed.
  say('==> renderer: a 1,000-block page validated and rendered vs rendered from pre-parsed props');
  try {
    result.renderer = await measureRenderer();
    say(
      `    ratio ×${result.renderer.ratio.toFixed(3)} (${result.renderer.validatedMs.toFixed(1)} ms vs ${result.renderer.unvalidatedMs.toFixed(1)} ms)`,
    );
  } catch (error) {
    result.errors.push(`renderer: ${(error as Error).message}`);
  }
  say(`==> renderer property check: ${PROPERTY_RUNS} generated pages, shoppers and editors`);
  try {
    const check = await runPropertyCheck(PROPERTY_RUNS);
    result.propertyCheck = check;
    say(`    ${check.runs} runs, ${check.failures} failure(s), ${(check.ms / 1000).toFixed(1)} s`);
  } catch (error) {
    result.errors.push(`property check: ${(error as Error).message}`);
  }

  const checks = checkTargets(result);
  say(`\n${toMarkdown(result, checks)}`);
  if (RENDERER_ONLY) {
    say('BENCH_ONLY=renderer: results not written (bench/results holds full runs only)');
  } else {
    writeResults(RESULTS_DIR, result, checks);
    say(`Results written to ${RESULTS_DIR}/latest.json, latest.md and ${result.date.slice(0, 10)}.json`);
  }
  // A MISS is reported, not fatal (targets are read by people); a measurement that failed is an error.
  process.exit(result.errors.length > 0 ? 1 : 0);
}

/**
 * Waits for the server's "Listings warmed" line (server/main.ts, ADR 019): the pages, the interactions and the
 * load measure a running shop, not its first seconds, when the warm-up's work (about half of one core for 20 s
 * or more) competes with the browser for the CPU. Gives up after two minutes and says so.
 */
async function listingsWarmed(running: RunningServer): Promise<string> {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    const line = /Listings warmed: [^\n]*/.exec(running.fullOutput())?.[0];
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return 'Listings not warmed after 120 s: measuring anyway';
}

/**
 * Runs `measure` against a server started on a fresh database on a free port (the last build), then stops it
 * and removes the database, for the BENCH_ONLY parts below.
 */
async function onFreshServer(
  measure: (running: RunningServer, port: number) => Promise<void>,
  options?: Parameters<typeof startServer>[3],
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'padmakshya-bench-'));
  const port = await freePort();
  const running = await startServer(port, dataDir, 60_000, options);
  try {
    await measure(running, port);
  } finally {
    await stopServer(running.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** BENCH_ONLY=load: the product-list load alone, against the last build on a fresh database. */
const loadOnly = () =>
  onFreshServer(async (running, port) => {
    say(`==> product-list: ${LOAD.rate} requests/s for ${LOAD.durationMs / 1000} s, open loop (not written)`);
    say(`    ${await listingsWarmed(running)}`);
    say(loadLines(await measureProductListLoad(port, LOAD, running.child.pid)).join('\n'));
  });

/** BENCH_ONLY=cod-order: the COD orders alone, on a fresh database, with or without a build. */
const codOrderOnly = () =>
  onFreshServer(
    async (running, port) => {
      say(`==> makeCodOrder: ${COD_ORDERS} guest orders one after another (not written)`);
      say(`    ${await listingsWarmed(running)}`);
      const figure = await measureCodOrders(port);
      say(codOrderLines(figure).join('\n'));
      if (figure.failures > 0) throw new Error(`${figure.failures} COD order(s) failed`);
    },
    { apiOnly: true },
  );

/**
 * BENCH_ONLY=pages: Lighthouse mobile alone (BENCH_ROUTES=/address,/checkout for some pages), against the last
 * build on a fresh database; not written.
 */
const pagesOnly = () =>
  onFreshServer(async (running, port) => {
    say(`    ${await listingsWarmed(running)}`);
    const routes = process.env.BENCH_ROUTES?.split(',').filter(Boolean) ?? LIGHTHOUSE_ROUTES;
    say(`==> Lighthouse mobile: ${routes.join(', ')} (not written)`);
    const pages = await measurePages(`http://localhost:${port}`, routes, 3, ROUTE_STORAGE);
    for (const s of pages.lighthouse) {
      say(
        `    ${s.route}: ${s.performance} (LCP ${s.lcpMs} ms, CLS ${s.cls}, TBT ${s.tbtMs} ms, benchmark index ${s.benchmarkIndex}; ${s.lcpElement})`,
      );
    }
    for (const l of pages.limitPages) say(`    ${l.route}: LCP ${l.pageLcpMs} ms against its limit ${l.limitLcpMs} ms`);
    for (const e of pages.errors) say(`    ! ${e}`);
  });

/** BENCH_ONLY=js: first-load JS per route at both widths, against the last build; not written. */
const jsOnly = () =>
  onFreshServer(async (_running, port) => {
    say('==> first-load JavaScript per route (not written)');
    for (const w of await measureFirstLoadJs(`http://localhost:${port}`, JS_ROUTES)) {
      say(`    ${w.route} at ${w.width} px: ${w.jsKbGzip} KB gzip in ${w.scripts} files`);
    }
  });

/** BENCH_ONLY=inp: the interactions alone, against the last build; not written. */
const inpOnly = () =>
  onFreshServer(async (running, port) => {
    say(`    ${await listingsWarmed(running)}`);
    say('==> interaction to next paint on a phone, CPU slowed 4× (not written)');
    say(interactionLines(await measureInteractions(`http://localhost:${port}`)).join('\n'));
  });

const only = LOAD_ONLY
  ? loadOnly
  : COD_ORDER_ONLY
    ? codOrderOnly
    : PAGES_ONLY
      ? pagesOnly
      : JS_ONLY
        ? jsOnly
        : INP_ONLY
          ? inpOnly
          : null;
const chosen = SCALE_ONLY ? scaleOnly : only;
if (chosen) {
  chosen().then(
    () => process.exit(0),
    (error: Error) => {
      process.stderr.write(`${error.stack ?? error.message}\n`);
      process.exit(1);
    },
  );
} else {
  void main();
}
