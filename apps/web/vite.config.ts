import react from '@vitejs/plugin-react';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress';

const API = 'http://127.0.0.1:3000';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  code?: string;
}

/** Prints the brotli size (what the server sends) of the JS a visitor downloads before the login page can render. */
function loginPageSize(): Plugin {
  return {
    name: 'notaria-login-page-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = bundle as unknown as Record<string, ChunkLike>;
      const needed = new Set<string>();
      const visit = (file: string) => {
        const c = chunks[file];
        if (!c || c.type !== 'chunk' || needed.has(file)) return;
        needed.add(file);
        c.imports?.forEach(visit);
      };
      const all = Object.values(chunks).filter((c) => c.type === 'chunk');
      all.filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
      all.filter((c) => c.facadeModuleId?.includes('sign-in-entry')).forEach((c) => visit(c.fileName));
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      let raw = 0;
      let br = 0;
      const rows: string[] = [];
      for (const f of needed) {
        const code = chunks[f].code ?? '';
        raw += Buffer.byteLength(code);
        const b = brotliCompressSync(code, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
        br += b;
        if (process.env.LOGIN_SIZE_DETAIL) rows.push(`  ${kb(b).padStart(9)}  ${f}`);
      }
      if (rows.length) console.log(rows.join('\n'));
      console.log(`\n[login-page-size] ${needed.size} chunks, ${kb(raw)} raw, ${kb(br)} brotli\n`);
    },
  };
}

export default defineConfig({
  plugins: [react(), loginPageSize(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API, changeOrigin: false },
      '/ws': { target: API, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Contracts declare TypeBox schemas at module level; the browser only needs the types of most.
      treeshake: { manualPureFunctions: ['Type'] },
    },
  },
});
