import { createHash } from 'node:crypto';

/** An artefact's fingerprints: SHA-256 and SM3 (GB/T 32905), lower-case hex. */
export interface DualHash {
  sha256: string;
  sm3: string;
}

export function dualHash(data: Buffer | string): DualHash {
  return { sha256: createHash('sha256').update(data).digest('hex'), sm3: createHash('sm3').update(data).digest('hex') };
}

/** Both hashes of a stream, read once (a stored file, an upload as it arrives). */
export async function dualHashStream(stream: AsyncIterable<Buffer | string>): Promise<DualHash> {
  const sha256 = createHash('sha256');
  const sm3 = createHash('sm3');
  for await (const chunk of stream) {
    sha256.update(chunk);
    sm3.update(chunk);
  }
  return { sha256: sha256.digest('hex'), sm3: sm3.digest('hex') };
}
