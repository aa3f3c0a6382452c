import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import server from './apps/server/vitest.config.ts';

/**
 * API test files that replace a module (`vi.mock('fastify')` collects the routes), spy on a prototype or change the
 * environment a module reads once: each runs in a fresh module graph. The other API tests share one graph per worker,
 * which saves importing the whole server again for every file (most of the time they took).
 */
const NEEDS_ISOLATION = [
  'test/security/**/*.test.ts',
  'test/contract-routes.test.ts',
  'test/render-unavailable.test.ts',
  'test/evidence-capture*.test.ts',
  'test/evidence-deposit.test.ts',
  'test/faults/**/*.test.ts',
];

// Each workspace keeps its own vitest.config.ts (used when running inside it); this file lists them and splits the
// API tests in two projects, `server` and `server-isolated`.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/web',
      {
        root: 'apps/server',
        test: { ...server.test, exclude: [...configDefaults.exclude, ...NEEDS_ISOLATION], isolate: false },
      },
      { root: 'apps/server', test: { ...server.test, name: 'server-isolated', include: NEEDS_ISOLATION } },
    ],
    // Vitest's default leaves one core idle; the API tests spend much of their time waiting on PostgreSQL and
    // Chromium, so every core gets a worker (two on the CI machine).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
