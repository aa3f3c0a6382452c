/** Where one recording chunk waits in the file store until the recording ends: beside the recording's own place. */
export const chunkKey = (path: string, index: number) => `${path}.chunks/${String(index).padStart(9, '0')}`;

/** The keys of a session's chunks received so far. */
export const chunkKeysOf = (session: { path: string; chunks: number }) => Array.from({ length: session.chunks }, (_, i) => chunkKey(session.path, i));
