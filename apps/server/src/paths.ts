import { fileURLToPath } from 'node:url';

// Resolved from this file, which sits directly under src/ — as the compiled server does under dist/ (build.mjs),
// so both the TypeScript sources and the compiled start find the same folders.
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
