import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its extra request headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* filesUnder(p);
    else if (COMPRESSIBLE.test(e.name)) yield p;
  }
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at the highest levels: the server sends them
 * as they are (@fastify/static `preCompressed`) instead of compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'notaria-precompress',
    apply: 'build',
    configResolved(c) {
      outDir = c.build.outDir.startsWith('/') ? c.build.outDir : join(c.root, c.build.outDir);
    },
    async writeBundle() {
      for await (const file of filesUnder(outDir)) {
        const body = await readFile(file);
        if (body.length < MIN_BYTES) continue;
        await writeFile(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        );
        await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
