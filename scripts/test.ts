import { spawn } from 'node:child_process';

/**
 * `npm test`: every check CI runs, in order, stopping at the first failure
 * (docs/decisions/009-testing-and-bench.md). Each step runs its locally installed tool through
 * `npx --no-install` with inherited output, so what you see is what the tool printed.
 */
interface Step {
  name: string;
  command: string[];
}

const steps: Step[] = [
  { name: 'typecheck', command: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: ['eslint', '.'] },
  { name: 'unit', command: ['vitest', 'run'] },
  // Every story in Chromium: render, play function, axe (docs/decisions/013-storybook-tests-and-visual-review.md).
  { name: 'storybook', command: ['vitest', 'run', '--config', 'vitest.storybook.config.ts'] },
  // Every story's screenshot against tests/visual/baselines/ (builds Storybook first).
  { name: 'visual', command: ['tsx', 'tests/visual/run.ts'] },
  { name: 'build', command: ['vite', 'build'] },
  { name: 'e2e', command: ['playwright', 'test'] },
];

const write = (line: string) => process.stdout.write(`${line}\n`);
const banner = (text: string) => write(`\n${'='.repeat(72)}\n${text}\n${'='.repeat(72)}`);

function run(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', ...step.command], { stdio: 'inherit', env: process.env });
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
  for (const [index, step] of steps.entries()) {
    const started = Date.now();
    banner(`[${index + 1}/${steps.length}] ${step.name}: ${step.command.join(' ')}`);
    const code = await run(step);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (code !== 0) {
      banner(`FAILED: ${step.name} (exit code ${code}, ${seconds} s)`);
      write(`${passed} passed, 1 failed, ${steps.length - passed - 1} not run`);
      process.exit(code);
    }
    passed += 1;
    write(`\n${step.name}: passed in ${seconds} s`);
  }
  banner('All checks passed');
  write(`${passed} passed, 0 failed`);
}

void main();
