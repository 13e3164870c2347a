import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from '../vite.config.ts';

/**
 * The bench's own unit tests (the load generator, the request mix, the static limit page), in Node.
 * `npx vitest run --config bench/vitest.node.config.ts`; they need no build and no browser.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({ test: { environment: 'node', include: ['bench/*.test.ts'], testTimeout: 30_000 } }),
);
