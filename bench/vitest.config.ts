import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from '../vite.config.ts';

/**
 * Vitest for the bench's renderer figures (bench/renderer.ts): jsdom like the unit tests, but React's
 * production build (bench/react-production.ts) and production JSX, as shoppers get them.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    oxc: { jsx: { development: false } },
    test: {
      environment: 'jsdom',
      include: ['src/renderer/page-sections.property.test.tsx', 'bench/*.measure.tsx'],
      setupFiles: ['bench/react-production.ts', 'tests/setup-dom.ts'],
    },
  }),
);
