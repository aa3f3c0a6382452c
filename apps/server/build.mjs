// Compiles the server into one JavaScript file, dist/server.js, so that a production start runs plain
// `node dist/server.js` instead of compiling TypeScript on every start. npm packages stay external (native
// addons, WebAssembly and their own files load as installed); the workspace packages (@notaria/*) export
// TypeScript and are compiled in. dist/ sits beside src/, so src/paths.ts resolves the same folders from both.
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const builtins = new Set(builtinModules);
const bare = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');
const external = (id) => id.startsWith('node:') || builtins.has(id) || (bare(id) && !id.startsWith('@notaria/'));

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

await build({
  cwd: here('.'),
  input: here('src/server.ts'),
  platform: 'node',
  external,
  logLevel: 'warn',
  output: { file: here('dist/server.js'), format: 'esm', sourcemap: true },
});
