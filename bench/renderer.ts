import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The renderer's two bench figures (issue 3 §4), each run by Vitest in jsdom with React's production build
 * (bench/vitest.config.ts): the price of validation on a 1,000-block page (bench/renderer.measure.tsx) and
 * the property check of src/renderer/page-sections.property.test.tsx at 10,000 runs.
 */

export interface RendererFigure {
  blocks: number;
  blockTypes: number;
  iterations: number;
  react: string;
  /** Medians, milliseconds: PageSections (parse + render) and the same page from pre-parsed props. */
  validatedMs: number;
  unvalidatedMs: number;
  /** parsePage alone on the same page (a cross-check of the difference). */
  parseMs: number;
  /** Median of the paired ratios validated / unvalidated; the target is at most 1.25. */
  ratio: number;
  htmlKb: number;
}

export interface PropertyCheckResult {
  runs: number;
  failures: number;
  /** Wall time of the whole check (shards run side by side), milliseconds. */
  ms: number;
  /** CPU time of the runs summed over the shards, milliseconds (wall time depends on the machine's load). */
  cpuMs: number;
  shards: number;
  seeds: number[];
  react: string;
  /** Valid blocks rendered per registry key, over all runs (the property met real blocks, not only junk). */
  rendered: Record<string, number>;
  /** The first failing runs: their problems and the env that replays (and shrinks) each one. */
  examples: { problems: string[]; replay: string }[];
}

const CONFIG = 'bench/vitest.config.ts';

/** Runs one Vitest file with the bench config; resolves with its exit code and the tail of its output. */
function vitest(file: string, env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', 'vitest', 'run', '--config', CONFIG, file], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-6000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ code: 127, output: error.message }));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

function readReport<T>(path: string, what: string, run: { code: number; output: string }): T {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    throw new Error(`${what} wrote no report (vitest exit code ${run.code}):\n${run.output}`);
  }
}

export async function measureRenderer(): Promise<RendererFigure> {
  const dir = mkdtempSync(join(tmpdir(), 'padmakshya-renderer-'));
  try {
    const report = join(dir, 'renderer.json');
    const run = await vitest('bench/renderer.measure.tsx', { RENDERER_REPORT: report });
    return readReport<RendererFigure>(report, 'the renderer figure', run);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface ShardReport {
  runs: number;
  failures: number;
  cpuMs: number;
  seed: number;
  react: string;
  rendered: Record<string, number>;
  examples: { problems: string[]; replay: string }[];
}

/** The property check at `runs` runs, split into one shard per core (each its own seed), side by side. */
export async function runPropertyCheck(runs: number): Promise<PropertyCheckResult> {
  const shards = Math.max(1, Math.min(4, availableParallelism(), runs));
  const dir = mkdtempSync(join(tmpdir(), 'padmakshya-property-'));
  const baseSeed = Date.now() % 1_000_000_000;
  const started = performance.now();
  try {
    const reports = await Promise.all(
      Array.from({ length: shards }, async (_, i) => {
        const report = join(dir, `shard-${i}.json`);
        const run = await vitest('src/renderer/page-sections.property.test.tsx', {
          PROPERTY_RUNS: String(Math.ceil(runs / shards)),
          PROPERTY_SEED: String(baseSeed + i),
          PROPERTY_REPORT: report,
        });
        return readReport<ShardReport>(report, `property check shard ${i + 1}`, run);
      }),
    );
    return {
      runs: reports.reduce((sum, r) => sum + r.runs, 0),
      failures: reports.reduce((sum, r) => sum + r.failures, 0),
      ms: Math.round(performance.now() - started),
      cpuMs: reports.reduce((sum, r) => sum + r.cpuMs, 0),
      shards,
      seeds: reports.map((r) => r.seed),
      react: reports[0]?.react ?? 'unknown',
      rendered: reports.reduce<Record<string, number>>((sum, r) => {
        for (const [key, n] of Object.entries(r.rendered)) sum[key] = (sum[key] ?? 0) + n;
        return sum;
      }, {}),
      examples: reports.flatMap((r) => r.examples).slice(0, 5),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
