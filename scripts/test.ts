import { spawn } from 'node:child_process';
import { findPostgres } from './find-postgres';

/**
 * `npm test`: every check CI runs, in order, stopping at the first failure
 * (docs/decisions/009-testing-and-bench.md). Each step runs its locally installed tool through
 * `npx --no-install` with inherited output, so what you see is what the tool printed. The first stage's three
 * steps (typecheck, lint and the format check) run side by side; their output is kept and printed whole, one after
 * the other, once all have ended (ADR 063).
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

const stages: (Step | Step[])[] = [
  [
    { name: 'typecheck', command: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
    { name: 'lint', command: ['eslint', '.'] },
    // Every file as Prettier writes it (`npm run format`): a file left unformatted shows up later as a diff of
    // whitespace in a change about something else.
    { name: 'format', command: ['prettier', '--check', '--log-level', 'warn', '.'] },
  ],
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

const steps = stages.flat();
const write = (line: string) => process.stdout.write(`${line}\n`);
const banner = (text: string) => write(`\n${'='.repeat(72)}\n${text}\n${'='.repeat(72)}`);

/**
 * Runs a step's tool. With `kept`, its output goes there instead of to the terminal (a step run beside another),
 * both streams in the order written.
 */
function run(step: Step, extraEnv: Record<string, string>, kept?: Buffer[]): Promise<number> {
  return new Promise((resolve) => {
    const env = { ...process.env, ...extraEnv };
    const child = spawn('npx', ['--no-install', ...step.command], {
      stdio: kept ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env,
    });
    if (kept) {
      child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk));
    }
    child.on('error', (error) => {
      process.stderr.write(`${step.name}: could not start (${error.message})\n`);
      resolve(127);
    });
    // A step killed by a signal has no exit code: report it as a failure all the same. `close` comes after the
    // last of its output.
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

interface Outcome {
  step: Step;
  /** The exit code, or null for a step this machine cannot run (outside CI: reported, not failed). */
  code: number | null;
  seconds: string;
  missing: string | null;
}

const title = (step: Step, extraEnv: Record<string, string>) => {
  const shownEnv = Object.entries(extraEnv).map(([key, value]) => `${key}=${value} `);
  return `[${steps.indexOf(step) + 1}/${steps.length}] ${step.name}: ${shownEnv.join('')}${step.command.join(' ')}`;
};

/** Runs `step` unless this machine cannot: then its exit code is null outside CI and 1 under CI=true. */
async function attempt(step: Step, extraEnv: Record<string, string>, kept?: Buffer[]) {
  const missing = step.unavailable?.() ?? null;
  const code = missing && !isCI ? null : missing ? 1 : await run(step, extraEnv, kept);
  return { code, missing };
}

/** One step: its banner first, then its output as it comes. */
async function runAlone(step: Step): Promise<Outcome> {
  const started = Date.now();
  const extraEnv = step.env?.() ?? {};
  banner(title(step, extraEnv));
  const { code, missing } = await attempt(step, extraEnv);
  return { step, code, seconds: ((Date.now() - started) / 1000).toFixed(1), missing };
}

/** Steps side by side; each one's banner and whole output once all have ended, in the stages' order. */
async function runBeside(group: Step[]): Promise<Outcome[]> {
  const started = Date.now();
  write(`\n${group.map((step) => step.name).join(', ')}: side by side, each one's output once all have ended`);
  const runs = group.map(async (step) => {
    const extraEnv = step.env?.() ?? {};
    const kept: Buffer[] = [];
    const { code, missing } = await attempt(step, extraEnv, kept);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return { outcome: { step, code, seconds, missing }, heading: title(step, extraEnv), kept };
  });
  const ended = await Promise.all(runs);
  for (const { heading, kept } of ended) {
    banner(heading);
    process.stdout.write(Buffer.concat(kept));
  }
  return ended.map(({ outcome }) => outcome);
}

async function main() {
  let passed = 0;
  const notRun: string[] = [];
  for (const stage of stages) {
    const outcomes = Array.isArray(stage) ? await runBeside(stage) : [await runAlone(stage)];
    const failed: Outcome[] = [];
    for (const outcome of outcomes) {
      const { step, code, seconds, missing } = outcome;
      if (code === null) {
        write(`\n${step.name}: NOT RUN on this machine: ${missing}. CI runs it (and fails without it).`);
        notRun.push(step.name);
      } else if (code !== 0) {
        if (missing) process.stderr.write(`${step.name}: cannot run under CI=true: ${missing}\n`);
        failed.push(outcome);
      } else {
        passed += 1;
        write(`\n${step.name}: passed in ${seconds} s`);
      }
    }
    if (failed.length > 0) {
      for (const { step, code, seconds } of failed) banner(`FAILED: ${step.name} (exit code ${code}, ${seconds} s)`);
      const last = outcomes.at(-1)?.step;
      const after = last ? steps.length - steps.indexOf(last) - 1 : 0;
      write(`${passed} passed, ${failed.length} failed, ${after} not run`);
      process.exit(failed[0]?.code ?? 1);
    }
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
