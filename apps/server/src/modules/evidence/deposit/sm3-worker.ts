import { Worker } from 'node:worker_threads';

const SLOT = 1024 * 1024;
const SLOTS = 4;

// Runs in the worker: SM3 over the slot each message names, acknowledging it; the digest on a null message.
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ring = new Uint8Array(workerData);
const sm3 = require('node:crypto').createHash('sm3');
parentPort.on('message', (m) => {
  if (m === null) parentPort.postMessage({ digest: sm3.digest('hex') });
  else { sm3.update(ring.subarray(m.slot * ${SLOT}, m.slot * ${SLOT} + m.length)); parentPort.postMessage(m.slot); }
});`;

/**
 * SM3 on a thread of its own, so that a large upload is hashed by two cores (SHA-256 and the parsing on the main
 * thread, SM3 here) instead of one; Node's hashes cannot be split otherwise. The bytes pass through a fixed ring of
 * shared slots (4 MB): the stream waits for a free slot, so memory stays flat and nothing is allocated per chunk.
 */
export class Sm3Thread {
  private readonly shared = new SharedArrayBuffer(SLOT * SLOTS);
  private readonly ring = new Uint8Array(this.shared);
  private readonly worker = new Worker(SOURCE, { eval: true, workerData: this.shared });
  private readonly free: number[] = Array.from({ length: SLOTS }, (_, i) => i);
  private waiting: (() => void) | undefined;
  private failure: Error | undefined;
  private digestOf: ((hex: string) => void) | undefined;

  constructor() {
    this.worker.on('message', (m: number | { digest: string }) => {
      if (typeof m === 'number') {
        this.free.push(m);
        this.wake();
      } else this.digestOf?.(m.digest);
    });
    this.worker.on('error', (e) => {
      this.failure = e;
      this.wake();
    });
  }

  private wake() {
    const w = this.waiting;
    this.waiting = undefined;
    w?.();
  }

  async update(chunk: Buffer): Promise<void> {
    for (let at = 0; at < chunk.length; at += SLOT) {
      while (!this.free.length && !this.failure) await new Promise<void>((r) => (this.waiting = r));
      if (this.failure) throw this.failure;
      const slot = this.free.shift()!;
      const piece = chunk.subarray(at, at + SLOT);
      this.ring.set(piece, slot * SLOT);
      this.worker.postMessage({ slot, length: piece.length });
    }
  }

  async digest(): Promise<string> {
    const hex = new Promise<string>((resolve, reject) => {
      this.digestOf = resolve;
      this.worker.once('error', reject);
    });
    this.worker.postMessage(null);
    try {
      return await hex;
    } finally {
      await this.worker.terminate();
    }
  }

  close() {
    void this.worker.terminate();
  }
}
