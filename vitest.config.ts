import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Each workspace keeps its own vitest.config.ts; this file only lists them.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web'],
    // Vitest's default leaves one core idle; the API tests spend much of their time waiting on PostgreSQL and
    // Chromium, so every core gets a worker (two on the CI machine).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
