import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/config.ts';

/** A throwaway S3-compatible server (s3rver) on 127.0.0.1, a free port and a temporary directory, with one bucket. */
export async function startLocalS3(bucket = 'notaria-files'): Promise<{ settings: S3Settings; stop(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'notaria-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    // s3rver's well-known development key pair.
    settings: { endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
