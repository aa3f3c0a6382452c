import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'form-designer',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 30000,
  },
});
