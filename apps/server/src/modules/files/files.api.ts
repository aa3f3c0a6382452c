// The files module's public surface: what other modules may use. Import files from here, not from its files.
export { ownFile, ownFileOrNone } from './file-reference.ts';
export { FILE_URL_PREFIX, fileKeyOf, findFile, newFileKey, readStoredFile, writeGenerated } from './file.service.ts';
export type { ByteRange, FileStorage } from './storage/file-storage.ts';
export { RangeNotSatisfiable, readWhole } from './storage/file-storage.ts';
export { storageFromConfig } from './storage/storage-from-config.ts';
