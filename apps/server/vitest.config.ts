import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // An absolute path: the root config reuses this test config for its two API test projects.
    globalSetup: [fileURLToPath(new URL('./test/global-setup.ts', import.meta.url))],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
