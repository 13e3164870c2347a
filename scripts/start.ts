import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createBuilder } from 'vite';
import { serveFromEnv } from '../server/main';

/**
 * `npm start`: builds the storefront (browser app and server renderer, ADR 014) when dist/ is missing or
 * older than its sources, then serves store, API and media from one process (README: quick start).
 */
const SOURCES = ['src', 'blocks', 'schemas', 'domain', 'public', 'index.html', 'vite.config.ts'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function buildReason(): string | null {
  const index = join('dist', 'index.html');
  if (!existsSync(index)) return 'dist/index.html is missing';
  if (!existsSync(join('dist', 'server', 'entry-server.js'))) return 'dist/server/entry-server.js is missing';
  const builtAt = statSync(index).mtimeMs;
  const stale = SOURCES.find((source) => newestMtime(source) > builtAt);
  return stale ? `${stale} changed since the last build` : null;
}

// A custom STATIC_DIR is someone else's build: serve it as it is.
const reason = process.env.STATIC_DIR ? null : buildReason();
if (reason) {
  process.stdout.write(`Building the storefront (${reason})…\n`);
  // The same as `vite build` (npm run build): every environment of vite.config.ts, not only the browser's.
  const builder = await createBuilder({ logLevel: 'warn' });
  await builder.buildApp();
}
await serveFromEnv();
