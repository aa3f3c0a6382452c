import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { CallRecordingProvider, CallRequest, CallResult } from './call-provider.ts';

/** A short WAV of a 440 Hz tone: what the fake "records". */
export function toneWav(seconds = 1, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const b = Buffer.alloc(44 + samples * 2);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + samples * 2, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) b.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return b;
}

/**
 * A stand-in for a telephony service, for tests and for trying the pages (CALL_PROVIDER=fake): it accepts every call
 * and keeps it pending until `deliver` or `fail` ends it as the service would. Only when `autoDeliverMs` is given does
 * it deliver a tone by itself after that delay; the record's device names this provider.
 */
export class FakeCallProvider implements CallRecordingProvider {
  readonly name = 'fake';
  readonly calls = new Map<string, CallRequest>();
  private listener: ((r: CallResult) => Promise<void>) | undefined;

  constructor(private readonly options: { autoDeliverMs?: number } = {}) {}

  onResult(listener: (r: CallResult) => Promise<void>) {
    this.listener = listener;
  }

  async start(call: CallRequest) {
    const callId = `fake-${randomBytes(8).toString('hex')}`;
    this.calls.set(callId, call);
    if (this.options.autoDeliverMs !== undefined) setTimeout(() => void this.deliver(callId, toneWav()).catch(() => {}), this.options.autoDeliverMs).unref();
    return { callId };
  }

  /** The call ended with this recording. */
  async deliver(callId: string, audio: Buffer, mime = 'audio/wav') {
    const call = this.take(callId);
    const endedAt = new Date();
    await this.listener?.({
      reference: call.reference,
      callId,
      outcome: 'RECORDED',
      audio: Readable.from([audio]),
      mime,
      startedAt: new Date(endedAt.getTime() - 1000),
      endedAt,
    });
  }

  /** The call failed (not answered, refused). */
  async fail(callId: string, reason: string) {
    const call = this.take(callId);
    await this.listener?.({ reference: call.reference, callId, outcome: 'FAILED', reason });
  }

  private take(callId: string) {
    const call = this.calls.get(callId);
    if (!call) throw new Error(`unknown call ${callId}`);
    this.calls.delete(callId);
    return call;
  }
}
