import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Tests of PostgreSQL itself (a connection lost under a request): collected only for `npm run test:server:postgres`. */
const POSTGRES_ONLY = '**/*.postgres.test.ts';
const onPostgres = Boolean(process.env.TEST_POSTGRES_URL);

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // One worker per core. Vitest's default keeps a core for its own process, which waits on the workers: on a
      // two-core CI machine that ran the suite on one core (530 s; 358 s with two).
      maxWorkers: availableParallelism(),
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
            exclude: [...configDefaults.exclude, ...(onPostgres ? [] : [POSTGRES_ONLY])],
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
