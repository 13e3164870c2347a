import { spawn } from 'node:child_process';
import { findPostgres } from './find-postgres';

/**
 * `npm test`: every check CI runs, in order, stopping at the first failure
 * (docs/decisions/009-testing-and-bench.md). Each step runs its locally installed tool through
 * `npx --no-install` with inherited output, so what you see is what the tool printed.
 */
interface Step {
  name: string;
  command: string[];
  /**
   * Why this machine cannot run the step, or null when it can. Under CI=true that fails the step; elsewhere the
   * step is reported as not run, with the reason.
   */
  unavailable?: () => string | null;
  /** Variables added to the step's environment, worked out when the step starts. */
  env?: () => Record<string, string>;
}

const ciFlag = process.env.CI?.toLowerCase();
const isCI = Boolean(ciFlag) && ciFlag !== '0' && ciFlag !== 'false';

const postgresMissing = () => {
  const lookup = findPostgres();
  return lookup.ok ? null : lookup.reason;
};

const steps: Step[] = [
  { name: 'typecheck', command: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: ['eslint', '.'] },
  { name: 'unit', command: ['vitest', 'run'] },
  // The server's tests again, each database a fresh one of a throwaway PostgreSQL cluster (ADR 031).
  { name: 'unit-postgres', command: ['tsx', 'scripts/server-tests-postgres.ts'], unavailable: postgresMissing },
  // Every story in Chromium, once: render, play function, axe, and its screenshot against tests/visual/baselines/
  // (builds Storybook first; docs/decisions/061-one-browser-pass-over-the-stories.md).
  { name: 'visual', command: ['tsx', 'tests/visual/run.ts'] },
  { name: 'build', command: ['vite', 'build'] },
  // Two replicas on a throwaway PostgreSQL cluster: the database restarted under load, a replica killed mid-checkout
  // (docs/decisions/033-faults.md). After the build: it checks the pages the replicas serve during the outage.
  {
    name: 'faults',
    command: ['vitest', 'run', '--config', 'vitest.faults.config.ts'],
    unavailable: postgresMissing,
  },
  // The journeys at the desktop's width (those tagged @mobile at the phone's), and the same journeys on a fresh
  // database of a throwaway PostgreSQL cluster at the phone's (@desktop ones at the desktop's): each journey meets
  // both widths and both databases (docs/decisions/060-each-width-on-one-database.md). Where PostgreSQL is missing
  // and its run cannot be made, the embedded run takes both widths.
  {
    name: 'e2e',
    command: ['playwright', 'test'],
    env: (): Record<string, string> => (postgresMissing() && !isCI ? {} : { E2E_JOURNEYS_AT: 'desktop' }),
  },
  { name: 'e2e-postgres', command: ['tsx', 'scripts/e2e-postgres.ts'], unavailable: postgresMissing },
];

const write = (line: string) => process.stdout.write(`${line}\n`);
const banner = (text: string) => write(`\n${'='.repeat(72)}\n${text}\n${'='.repeat(72)}`);

function run(step: Step, extraEnv: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const env = { ...process.env, ...extraEnv };
    const child = spawn('npx', ['--no-install', ...step.command], { stdio: 'inherit', env });
    child.on('error', (error) => {
      process.stderr.write(`${step.name}: could not start (${error.message})\n`);
      resolve(127);
    });
    // A step killed by a signal has no exit code: report it as a failure all the same.
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

async function main() {
  let passed = 0;
  const notRun: string[] = [];
  for (const [index, step] of steps.entries()) {
    const started = Date.now();
    const extraEnv = step.env?.() ?? {};
    const shownEnv = Object.entries(extraEnv).map(([key, value]) => `${key}=${value} `);
    banner(`[${index + 1}/${steps.length}] ${step.name}: ${shownEnv.join('')}${step.command.join(' ')}`);
    const missing = step.unavailable?.() ?? null;
    if (missing && !isCI) {
      write(`\n${step.name}: NOT RUN on this machine: ${missing}. CI runs it (and fails without it).`);
      notRun.push(step.name);
      continue;
    }
    const code = missing ? 1 : await run(step, extraEnv);
    if (missing) process.stderr.write(`${step.name}: cannot run under CI=true: ${missing}\n`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (code !== 0) {
      banner(`FAILED: ${step.name} (exit code ${code}, ${seconds} s)`);
      write(`${passed} passed, 1 failed, ${steps.length - passed - 1} not run`);
      process.exit(code);
    }
    passed += 1;
    write(`\n${step.name}: passed in ${seconds} s`);
  }
  if (notRun.length === 0) {
    banner('All checks passed');
    write(`${passed} passed, 0 failed`);
  } else {
    banner(`Every check that ran passed; NOT RUN here: ${notRun.join(', ')}`);
    write(`${passed} passed, 0 failed, ${notRun.length} not run`);
  }
}

void main();
