import type { QuickJSWASMModule } from 'quickjs-emscripten-core';

const PAGE = 64 * 1024;
/** The build's own starting size (Emscripten INITIAL_MEMORY); a given memory may not be smaller. */
const INITIAL_BYTES = 16 * 1024 * 1024;

let code: Promise<[typeof import('quickjs-emscripten-core'), typeof import('@jitl/quickjs-wasmfile-release-sync')]> | null = null;

/**
 * A QuickJS instance (WebAssembly) with a WebAssembly memory of its own, capped at maxBytes.
 * QuickJS's own malloc limit does not count bytes in this build (malloc_usable_size is missing),
 * so the cap on the instance's memory is what limits a form's scripts: past it allocation fails
 * and the script gets an out-of-memory error. The JavaScript glue is fetched on first use; the
 * .wasm asset (about 500 kB) is cached by the browser after the first form.
 */
export async function loadQuickJS(maxBytes: number): Promise<QuickJSWASMModule> {
  code ??= Promise.all([import('quickjs-emscripten-core'), import('@jitl/quickjs-wasmfile-release-sync')]);
  code.catch(() => {
    code = null;
  });
  const [core, variant] = await code;
  const pages = (bytes: number) => Math.ceil(bytes / PAGE);
  const memory = new WebAssembly.Memory({
    initial: pages(INITIAL_BYTES),
    maximum: Math.max(pages(INITIAL_BYTES), pages(maxBytes)),
  });
  return core.newQuickJSWASMModuleFromVariant(core.newVariant(variant.default, { wasmMemory: memory }));
}
