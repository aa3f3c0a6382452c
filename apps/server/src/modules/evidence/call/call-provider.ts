/**
 * 通话录音: a telephony service that connects the applicant's phone with another number, records the call, and
 * later delivers the audio. No telephony is wired here; a real service implements this contract:
 *
 *  - `start(call)` asks for the call and resolves once the service has accepted it, with the service's own id
 *    for it. It rejects with `CallProviderError` (Chinese message, shown to the user) when the call cannot be
 *    placed; nothing else may be thrown. It must not wait for the call itself.
 *  - When the call has ended, the service calls the listener given to `onResult` exactly once per accepted call,
 *    with the `reference` it was given: either the recording (its bytes as a stream, its media type, when the call
 *    started and ended) or the reason it failed (not answered, refused, line error). The listener stores the audio,
 *    hashes it, and ends the record; a result whose reference is unknown or already ended is ignored.
 *  - The audio must be the recording as the service made it, not transcoded afterwards.
 */
export interface CallRecordingProvider {
  readonly name: string;
  start(call: CallRequest): Promise<{ callId: string }>;
  onResult(listener: (result: CallResult) => Promise<void>): void;
}

export interface CallRequest {
  /** Ours, given back with the result: which office and record the call belongs to. */
  reference: { tenantId: number; recordId: number };
  /** The applicant's phone, from the customer. */
  callerPhone: string;
  calleeNumber: string;
}

export type CallResult =
  | { reference: CallRequest['reference']; callId: string; outcome: 'RECORDED'; audio: AsyncIterable<Buffer>; mime: string; startedAt: Date; endedAt: Date }
  | { reference: CallRequest['reference']; callId: string; outcome: 'FAILED'; reason: string };

/** The call could not be placed; `message` is Chinese. */
export class CallProviderError extends Error {}
