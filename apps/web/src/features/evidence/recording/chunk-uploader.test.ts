import { Blob as NodeBlob } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { chainNext, sha256Hex } from './chunk-chain';
import { ChunkUploader, type ChunkAnswer } from './chunk-uploader';

// jsdom's Blob cannot be read back; the browser's (and Node's) can.
const blob = (text: string) => new NodeBlob([text]) as unknown as Blob;

/** A server that chains what it receives as the contracts say. */
function fakeServer(evidenceNo: string, tamper?: number) {
  let chain = evidenceNo;
  let bytes = 0;
  const seen: number[] = [];
  const send = async (chunk: Blob, index: number): Promise<ChunkAnswer> => {
    seen.push(index);
    const body = new Uint8Array(await chunk.arrayBuffer());
    if (index === tamper) body[0] ^= 1;
    const sha = await sha256Hex(body);
    chain = await chainNext(chain, sha);
    bytes += body.length;
    return { index, sha256: sha, chainHash: chain, bytes };
  };
  return { send, seen };
}

describe('ChunkUploader', () => {
  it('sends the chunks in order, one at a time, and ends with the chain the server computed', async () => {
    const server = fakeServer('QZ2026000001');
    const states: number[] = [];
    const up = new ChunkUploader('QZ2026000001', server.send, (s) => states.push(s.sent));
    up.add(blob('第一段'));
    up.add(blob(''));
    up.add(blob('第二段'));
    up.add(blob('third'));
    const done = await up.drain();
    expect(server.seen).toEqual([0, 1, 2]);
    expect(done.chunks).toBe(3);
    let chain = 'QZ2026000001';
    for (const part of ['第一段', '第二段', 'third']) chain = await chainNext(chain, await sha256Hex(part));
    expect(done.chainHash).toBe(chain);
    expect(states.at(-1)).toBe(3);
  });

  it('stops at a chunk the server received differently and sends nothing after it', async () => {
    const server = fakeServer('QZ2026000002', 1);
    const up = new ChunkUploader('QZ2026000002', server.send);
    for (const t of ['a', 'b', 'c']) up.add(blob(t));
    await expect(up.drain()).rejects.toThrow('第 2 个分片与服务器收到的内容不一致');
    expect(server.seen).toEqual([0, 1]);
  });

  it('reports a refused upload as the error of the recording', async () => {
    const up = new ChunkUploader('QZ2026000003', () => Promise.reject(new Error('上传凭证已失效')));
    up.add(blob('x'));
    await expect(up.drain()).rejects.toThrow('上传凭证已失效');
  });
});
