import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The fault tests (tests/faults/, docs/decisions/033-faults.md): real server processes on a throwaway PostgreSQL
 * cluster, a replica killed and the database restarted under load. One file at a time, each in its own process,
 * as they load a 2-core machine on their own. `npm run test:faults`; a step of `npm test` after unit-postgres.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'faults',
      environment: 'node',
      include: ['tests/faults/**/*.test.ts'],
      pool: 'forks',
      fileParallelism: false,
      testTimeout: 240_000,
      // Generous: on a machine busy with other work a replica's start can take a minute.
      hookTimeout: 300_000,
    },
  }),
);
