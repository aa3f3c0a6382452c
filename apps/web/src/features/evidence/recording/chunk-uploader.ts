import { chainNext, sha256Hex } from './chunk-chain';

/** What the server answered for one chunk. */
export interface ChunkAnswer {
  index: number;
  sha256: string;
  chainHash: string;
  bytes: number;
}

export type SendChunk = (chunk: Blob, index: number) => Promise<ChunkAnswer>;

export interface UploadState {
  /** Chunks the server has taken. */
  sent: number;
  /** Chunks handed over and not yet sent. */
  waiting: number;
  bytes: number;
}

/**
 * Sends the chunks of a recording one after another, in the order they were made, while the recording goes on.
 * Each answer is checked against the chain the browser computes itself: a chunk altered or lost on the way stops
 * the upload instead of sealing a recording that differs from what was recorded.
 */
export class ChunkUploader {
  private queue: Promise<void> = Promise.resolve();
  private index = 0;
  private chain: string;
  private failure: Error | null = null;
  private readonly state: UploadState = { sent: 0, waiting: 0, bytes: 0 };

  constructor(
    evidenceNo: string,
    private readonly send: SendChunk,
    private readonly onState: (s: UploadState) => void = () => {},
  ) {
    this.chain = evidenceNo;
  }

  get error() {
    return this.failure;
  }

  add(chunk: Blob) {
    if (chunk.size === 0 || this.failure) return;
    const index = this.index++;
    this.state.waiting += 1;
    this.report();
    this.queue = this.queue.then(() => this.upload(chunk, index));
  }

  /** Waits for every chunk; answers the count and the chain value to finish with. */
  async drain(): Promise<{ chunks: number; chainHash: string }> {
    await this.queue;
    if (this.failure) throw this.failure;
    return { chunks: this.state.sent, chainHash: this.chain };
  }

  private async upload(chunk: Blob, index: number) {
    if (this.failure) return;
    try {
      const sha = await sha256Hex(await chunk.arrayBuffer());
      const expected = await chainNext(this.chain, sha);
      const answer = await this.send(chunk, index);
      if (answer.index !== index || answer.sha256 !== sha || answer.chainHash !== expected)
        throw new Error(`第 ${index + 1} 个分片与服务器收到的内容不一致，录制已停止上传`);
      this.chain = expected;
      this.state.sent += 1;
      this.state.bytes = answer.bytes;
    } catch (e) {
      this.failure = e instanceof Error ? e : new Error(String(e));
    } finally {
      this.state.waiting -= 1;
      this.report();
    }
  }

  private report() {
    this.onState({ ...this.state });
  }
}
