import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@common': here('./common'), '@server': here('./server/src'), '@': here('./web/src') };

// Process-level tests (restart, kill -9) are about the embedded database's data directory.
const processTests = 'server/src/test/process/**';
// Inline projects do not inherit the root's test options, so each project spreads these.
const timeouts = { testTimeout: 30_000, hookTimeout: 90_000 };
// API test files share a worker's loaded modules (the app imports sharp, mediabunny, fastify...:
// about 2 s per file otherwise). Each file still builds its own app on its own database.
const shared = { isolate: false };

/**
 * Three projects: pure units, and the same API tests against the embedded PostgreSQL and against
 * the PostgreSQL at TEST_DATABASE_URL (CI: the machine's; unset: a second embedded one).
 * Each API test file gets its own database cloned from a migrated template.
 */
export default defineConfig({
  cacheDir: here('./.vite-cache/vitest'),
  resolve: { alias },
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine. The API
    // and process tests wait on PostgreSQL, Redis and child processes more than they compute, so
    // two workers there take the suite from 11.4 to 7.7 minutes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          ...timeouts,
          name: 'unit',
          include: ['common/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          ...timeouts,
          ...shared,
          name: 'api-embedded',
          include: ['server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['server/src/test/global-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          ...timeouts,
          ...shared,
          name: 'api-postgres',
          include: ['server/src/**/*.test.ts'],
          exclude: [processTests],
          globalSetup: ['server/src/test/global-setup.ts'],
        },
      },
    ],
  },
});
