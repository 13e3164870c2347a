import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Tests of PostgreSQL itself (a connection lost under a request): collected only for `npm run test:server:postgres`. */
const POSTGRES_ONLY = '**/*.postgres.test.ts';
const onPostgres = Boolean(process.env.TEST_POSTGRES_URL);
const nodeModule = (path: string) => fileURLToPath(new URL(`node_modules/${path}`, import.meta.url));

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
            // Each file in a fresh VM context of a long-lived worker: jsdom is loaded once per worker, not once per
            // file (its require took 1.1 s, 165 s of the project's 193; now 64 s in all; ADR 062).
            pool: 'vmForks',
            // A VM context's require() cannot load ES modules, which these packages' "module-sync" builds are:
            // their ES builds instead, for every import alike (one copy of the router's context).
            alias: [
              { find: /^react-router-dom$/, replacement: nodeModule('react-router-dom/dist/index.mjs') },
              { find: /^react-router$/, replacement: nodeModule('react-router/dist/development/index.mjs') },
              { find: /^axios$/, replacement: nodeModule('axios/dist/esm/axios.js') },
            ],
          },
        },
      ],
    },
  }),
);
