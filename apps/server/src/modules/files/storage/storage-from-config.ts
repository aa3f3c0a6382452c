import { join } from 'node:path';
import type { Config } from '../../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';

/** The S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/files (the embedded default). */
export function storageFromConfig(config: Pick<Config, 'dataDir' | 's3'>): FileStorage & { close?: () => void } {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(join(config.dataDir, 'files'));
}
