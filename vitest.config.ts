import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Tests of PostgreSQL itself (a connection lost under a request): collected only for `npm run test:server:postgres`. */
const POSTGRES_ONLY = '**/*.postgres.test.ts';
const onPostgres = Boolean(process.env.TEST_POSTGRES_URL);
/** The node project's tests: schemas, domain rules, the server, fixtures, scripts and the bench. */
const NODE_TESTS = [
  'schemas/**/*.test.ts',
  'domain/**/*.test.ts',
  'server/**/*.test.ts',
  'fixtures/**/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/**/*.test.ts',
  'eslint.config.test.ts',
];
/**
 * Node tests that run in a process of their own (vitest's forks pool) rather than a VM context: each imports an ES
 * module at run time (ESLint's config, the built server renderer, Vite), which a VM context's loader cannot, or
 * reads whether the process has a document, which a VM context's globals answer differently.
 */
const OWN_PROCESS = [
  'eslint.config.test.ts',
  'schemas/lazy.test.ts',
  'scripts/app-loader-build.test.ts',
  'server/http/critical-css.test.ts',
  'server/http/drawn-page-data.test.ts',
  'server/http/sandbox-pay.test.ts',
  'server/http/ssr-renderer.test.ts',
  'server/http/ssr.test.ts',
];
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
            include: NODE_TESTS,
            exclude: [...configDefaults.exclude, ...(onPostgres ? [] : [POSTGRES_ONLY]), ...OWN_PROCESS],
            testTimeout: 30_000,
            // Each file in a fresh VM context of a long-lived worker, as the DOM tests (ADR 062): its modules are its
            // own, without a process started and the server's modules loaded afresh per file (ADR 063).
            pool: 'vmForks',
          },
        },
        {
          extends: true,
          test: {
            name: 'node-forks',
            environment: 'node',
            include: OWN_PROCESS,
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
