import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { codOrderChecks, codOrderLines, type CodOrderFigure } from './cod-order';
import { interactionChecks, interactionLines, type InteractionFigure } from './interaction';
import type { RouteWeight } from './js-weight';
import type { LighthouseScore } from './lighthouse';
import type { LimitFigure } from './page-figures';
import type { ProductListLoad } from './product-list-load';
import type { PropertyCheckResult, RendererFigure } from './renderer';
import { limitLines, loadChecks, loadLines } from './report-pages';

/** When a cold start's pages began to come drawn by the server, if they did. */
const renderingFrom = (ms: number | undefined) =>
  ms !== undefined && Number.isFinite(ms) ? ` (pages drawn on the server from ${(ms / 1000).toFixed(2)} s)` : '';

export interface BenchResult {
  date: string;
  commit: string;
  node: string;
  buildMs: number;
  coldStartMs: number;
  /** From the cold start's spawn until `/` came drawn by the server: pages are served unrendered before (ADR 056). */
  coldRenderingMs?: number;
  warmStartMs: number;
  firstLoadJs: RouteWeight[];
  lighthouse: LighthouseScore[];
  /** Each Lighthouse route's LCP against a static page showing only its largest element (issue 9 §6). */
  limitPages?: LimitFigure[];
  /** INP of the bag, search, menu, Add to Cart and a quantity change on a phone, CPU slowed 4× (issue 13 §1). */
  interactions?: InteractionFigure[];
  /** product-list latency under an open-loop load on the embedded database (issue 9 §6). */
  productListLoad?: ProductListLoad;
  /** The time to place a COD order: makeCodOrder one order after another (issue 10 §6). */
  codOrder?: CodOrderFigure;
  /** Validation's price on a 1,000-block page (bench/renderer.measure.tsx). */
  renderer?: RendererFigure;
  /** The renderer's property check at bench size (src/renderer/page-sections.property.test.tsx). */
  propertyCheck?: PropertyCheckResult;
  errors: string[];
}

export interface TargetCheck {
  name: string;
  target: string;
  actual: string;
  pass: boolean;
}

/**
 * Issue 13 §1's page targets: first-load JS of / at both widths, and for every page Lighthouse measures its
 * performance score, CLS, TBT and largest paint against its static limit page.
 */
export const PAGE_TARGETS = {
  homeJsKb: 150,
  performance: 98,
  cls: 0.01,
  tbtMs: 100,
  lcpRatio: 1.3,
} as const;

/** The quality bars (ARCHITECTURE "Quality bars", issue 13 §1); a MISS is reported, it does not fail the build. */
export function checkTargets(r: BenchResult): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const homeJs of r.firstLoadJs.filter((w) => w.route === '/')) {
    checks.push({
      name: `first-load JS of / at ${homeJs.width} px`,
      target: `≤ ${PAGE_TARGETS.homeJsKb} KB gzip`,
      actual: `${homeJs.jsKbGzip} KB`,
      pass: homeJs.jsKbGzip <= PAGE_TARGETS.homeJsKb,
    });
  }
  for (const s of r.lighthouse) {
    checks.push({
      name: `Lighthouse performance ${s.route}`,
      target: `≥ ${PAGE_TARGETS.performance}`,
      actual: String(s.performance),
      pass: s.performance >= PAGE_TARGETS.performance,
    });
    checks.push({
      name: `TBT ${s.route}`,
      target: `≤ ${PAGE_TARGETS.tbtMs} ms`,
      actual: `${s.tbtMs} ms`,
      pass: s.tbtMs <= PAGE_TARGETS.tbtMs,
    });
    checks.push({
      name: `CLS ${s.route}`,
      target: `≤ ${PAGE_TARGETS.cls}`,
      actual: String(s.cls),
      pass: s.cls <= PAGE_TARGETS.cls,
    });
    const limit = r.limitPages?.find((l) => l.route === s.route);
    if (limit) {
      checks.push({
        name: `LCP ${s.route} vs its static limit`,
        target: `≤ ×${PAGE_TARGETS.lcpRatio}`,
        actual: `×${limit.ratio.toFixed(2)} (${limit.pageLcpMs} vs ${limit.limitLcpMs} ms)`,
        pass: limit.ratio <= PAGE_TARGETS.lcpRatio,
      });
    }
  }
  checks.push(...interactionChecks(r.interactions));
  checks.push(...loadChecks(r.productListLoad));
  checks.push(...codOrderChecks(r.codOrder));
  if (Number.isFinite(r.coldStartMs)) {
    checks.push({
      name: 'cold start',
      target: '< 10 s',
      actual: `${(r.coldStartMs / 1000).toFixed(2)} s`,
      pass: r.coldStartMs < 10_000,
    });
  }
  if (r.renderer) {
    checks.push({
      name: `validation overhead (${r.renderer.blocks.toLocaleString('en')}-block page)`,
      target: '≤ 25%',
      actual: `${percent(r.renderer.ratio)} (×${r.renderer.ratio.toFixed(2)})`,
      pass: r.renderer.ratio <= 1.25,
    });
  }
  if (r.propertyCheck) {
    checks.push({
      name: `renderer property check (${r.propertyCheck.runs.toLocaleString('en')} runs)`,
      target: '0 failures',
      actual: String(r.propertyCheck.failures),
      pass: r.propertyCheck.failures === 0,
    });
  }
  return checks;
}

const PROPERTY_TEST = 'src/renderer/page-sections.property.test.tsx';

const percent = (ratio: number) => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)}%`;

function rendererLines(r: BenchResult): string[] {
  const lines: string[] = [];
  const f = r.renderer;
  if (f) {
    lines.push(
      '',
      `| Renderer, ${f.blocks} blocks of ${f.blockTypes} types (React ${f.react}, median of ${f.iterations}) | ms |`,
      '|---|---:|',
      `| validated and rendered (PageSections) | ${f.validatedMs.toFixed(1)} |`,
      `| rendered from pre-parsed props | ${f.unvalidatedMs.toFixed(1)} |`,
      `| parsePage alone | ${f.parseMs.toFixed(1)} |`,
      `| ratio (median of back-to-back pairs) | ×${f.ratio.toFixed(3)} |`,
    );
  }
  const p = r.propertyCheck;
  if (p) {
    lines.push(
      '',
      `Property check: ${p.runs} runs in ${p.shards} shard(s) (seeds ${p.seeds.join(', ')}, React ${p.react}), ${p.failures} failure(s), ${(p.ms / 1000).toFixed(1)} s (CPU ${(p.cpuMs / 1000).toFixed(1)} s).`,
      `Valid blocks rendered per type: ${Object.entries(p.rendered ?? {})
        .map(([type, n]) => `${type}: ${n}`)
        .join(', ')}.`,
      ...p.examples.map((e) => `- ${e.problems.join('; ')} (replay: \`${e.replay} npx vitest run ${PROPERTY_TEST}\`)`),
    );
  }
  return lines;
}

export function toMarkdown(r: BenchResult, checks: TargetCheck[]): string {
  const lines = [
    `# Benchmark ${r.date}`,
    '',
    `Commit ${r.commit}, Node ${r.node}. Build ${(r.buildMs / 1000).toFixed(1)} s; server cold start ${(r.coldStartMs / 1000).toFixed(2)} s${renderingFrom(r.coldRenderingMs)}, warm start ${(r.warmStartMs / 1000).toFixed(2)} s.`,
    '',
    '| Route | Width (px) | Scripts | First-load JS (KB gzip) |',
    '|---|---:|---:|---:|',
    ...r.firstLoadJs.map((w) => `| ${w.route} | ${w.width} | ${w.scripts} | ${w.jsKbGzip.toFixed(1)} |`),
    '',
    '| Route (Lighthouse mobile) | Runs | Performance | LCP (ms) | CLS | TBT (ms) | Machine (benchmark index) | LCP element |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...r.lighthouse.map(
      (s) =>
        `| ${s.route} | ${s.runs} | ${s.performance} | ${s.lcpMs} | ${s.cls} | ${s.tbtMs} | ${s.benchmarkIndex} | ${(s.lcpElement ?? '').replace(/\|/g, '/')} |`,
    ),
    ...limitLines(r.limitPages),
    ...interactionLines(r.interactions),
    ...loadLines(r.productListLoad),
    ...codOrderLines(r.codOrder),
    ...rendererLines(r),
    '',
    '| Target | Goal | Actual | |',
    '|---|---|---|---|',
    ...checks.map((c) => `| ${c.name} | ${c.target} | ${c.actual} | ${c.pass ? 'PASS' : 'MISS'} |`),
  ];
  if (r.errors.length > 0) lines.push('', '## Errors', '', ...r.errors.map((e) => `- ${e}`));
  return `${lines.join('\n')}\n`;
}

/** bench/results/latest.json, bench/results/<ISO date>.json and bench/results/latest.md. */
export function writeResults(dir: string, r: BenchResult, checks: TargetCheck[]) {
  mkdirSync(dir, { recursive: true });
  const json = `${JSON.stringify({ ...r, targets: checks }, null, 2)}\n`;
  writeFileSync(join(dir, 'latest.json'), json);
  writeFileSync(join(dir, `${r.date.slice(0, 10)}.json`), json);
  writeFileSync(join(dir, 'latest.md'), toMarkdown(r, checks));
}
