import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { baselineFile, readStoryIndex, STORYBOOK_DIR, visualStories } from './story-index';

/**
 * `npm run test:visual [-- --update] [-- --no-build] [playwright options]`: builds Storybook (static,
 * test mode) and compares a screenshot of every story with tests/visual/baselines/.
 *
 *   --update    rewrite the baselines that differ, write missing ones, delete those of removed stories
 *   --no-build  reuse the previous build (node_modules/.cache/visual-storybook/)
 *
 * Anything else (e.g. `--grep "Blocks/Image"`) goes to Playwright.
 */
const BASELINES = join('tests', 'visual', 'baselines');
const args = process.argv.slice(2);
const update = args.includes('--update');
const build = !args.includes('--no-build');
const passThrough = args.filter((a) => a !== '--update' && a !== '--no-build');

function run(command: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', ...command], { stdio: 'inherit', env: process.env });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Baselines whose story no longer exists (renamed or removed): deleted on --update, listed otherwise. */
function staleBaselines(): string[] {
  const wanted = new Set(visualStories(readStoryIndex()).map((s) => baselineFile(s.id)));
  let files: string[] = [];
  try {
    files = readdirSync(BASELINES).filter((f) => f.endsWith('.png'));
  } catch {
    return [];
  }
  return files.filter((f) => !wanted.has(f));
}

async function main() {
  if (build) {
    const code = await run(['storybook', 'build', '--test', '--quiet', '-o', STORYBOOK_DIR]);
    if (code !== 0) process.exit(code);
  }
  const code = await run([
    'playwright',
    'test',
    '-c',
    'tests/visual/playwright.config.ts',
    ...(update ? ['--update-snapshots=changed'] : ['--update-snapshots=none']),
    ...passThrough,
  ]);
  const stale = staleBaselines();
  const filtered = passThrough.length > 0;
  if (stale.length > 0 && update && !filtered) {
    for (const file of stale) rmSync(join(BASELINES, file));
    process.stdout.write(`Deleted ${stale.length} baseline(s) of stories that no longer exist.\n`);
  } else if (stale.length > 0) {
    process.stdout.write(
      `${stale.length} baseline(s) belong to no story (${stale.join(', ')}); \`npm run test:visual -- --update\` deletes them.\n`,
    );
  }
  process.exit(code);
}

void main();
