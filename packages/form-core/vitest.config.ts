import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'form-core', include: ['src/**/*.test.ts'] } });
