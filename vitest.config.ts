import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: [
              'schemas/**/*.test.ts',
              'domain/**/*.test.ts',
              'server/**/*.test.ts',
              'fixtures/**/*.test.ts',
              'scripts/**/*.test.ts',
              'bench/**/*.test.ts',
              'eslint.config.test.ts',
            ],
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'blocks/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup-dom.ts'],
          },
        },
      ],
    },
  }),
);
