import { defineConfig } from 'vitest/config';

// Each workspace keeps its own vitest.config.ts; this file only lists them.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web'],
  },
});
