import { RTCPeerConnection, RTCRtpCodecParameters, Vp8RtpPayload, type MediaStreamTrack, type RTCRtpTransceiver } from 'werift';
import { MediaRecorder } from 'werift/nonstandard';
import type { IceServer, RecorderSignal } from './types.ts';

// One participant's send-only connection to the server, answered here and written to one WebM file. werift's recorder drops
// video until a keyframe arrives, so the sender is asked for one (PLI) as soon as the video track arrives and every second
// until the first keyframe is seen; without it a browser may send its next keyframe only after minutes.

const KEYFRAME_ASK_MS = 1000;
/**
 * After the first keyframe, one more is asked for this often: a browser otherwise sends keyframes only when asked, so a
 * long recording would have one at the start, every seek in it would decode from there, and a lost packet would spoil
 * the picture until the end.
 */
const KEYFRAME_EVERY_MS = 5000;

const CODECS = {
  video: [
    new RTCRtpCodecParameters({
      mimeType: 'video/VP8',
      clockRate: 90000,
      rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }, { type: 'goog-remb' }],
    }),
  ],
  audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48000, channels: 2 })],
};

export const iceUfrag = (sdp: string): string | null => /^a=ice-ufrag:(\S+)/m.exec(sdp)?.[1] ?? null;

export interface ConnectionEvents {
  answer(data: RecorderSignal): void;
  /** The connection failed or was closed by the other side (not by `stop`). */
  lost(): void;
}

export class RecorderConnection {
  readonly startedAt = new Date();
  endedAt: Date | null = null;
  /** When the first packet arrived: the participant's media starts here (the file a little later, at a keyframe). */
  mediaStartedAt: Date | null = null;
  private readonly pc: RTCPeerConnection;
  private recorder: MediaRecorder | null = null;
  private readonly tracks: MediaStreamTrack[] = [];
  private keyframeTimer: NodeJS.Timeout | null = null;
  private stopping: Promise<void> | null = null;

  constructor(
    readonly path: string,
    iceServers: IceServer[],
    private readonly events: ConnectionEvents,
  ) {
    this.pc = new RTCPeerConnection({ iceServers, codecs: CODECS });
    this.pc.onIceCandidate.subscribe((candidate) => {
      if (candidate) this.events.answer({ candidate: candidate.toJSON() });
    });
    this.pc.onTrack.subscribe((track) => this.onTrack(track));
    this.pc.connectionStateChange.subscribe((state) => {
      if ((state === 'failed' || state === 'closed') && !this.stopping) this.events.lost();
    });
  }

  /** The ICE username fragment of the client's offer: a later offer with the same one comes from the same connection. */
  remoteUfrag: string | null = null;

  /** Answers the client's offer; the tracks it offers are the tracks recorded. */
  async offer(description: { type: string; sdp: string }): Promise<void> {
    this.remoteUfrag = iceUfrag(description.sdp);
    await this.pc.setRemoteDescription({ type: description.type as 'offer', sdp: description.sdp });
    const tracks = this.pc.getTransceivers().filter((t: RTCRtpTransceiver) => t.kind === 'audio' || t.kind === 'video').length;
    if (tracks === 0) throw new Error('offer without audio or video');
    // The tracks arrive while the offer is applied, before the number of tracks is known. Frames are timed by their RTP
    // clocks from each track's first packet: timing them from the sender reports (NTP) made Chromium's recordings up to
    // 10 % longer than the time sent, and werift's lip-sync stage dropped most of the audio, so both are off.
    this.recorder = new MediaRecorder({ path: this.path, numOfTracks: tracks, width: 640, height: 480, disableLipSync: true, disableNtp: true });
    for (const track of this.tracks) void this.recorder.addTrack(track);
    const answer = await this.pc.createAnswer();
    await this.pc.setLocalDescription(answer);
    const local = this.pc.localDescription;
    if (local) this.events.answer({ description: { type: local.type, sdp: local.sdp } });
  }

  /** A new offer on the same connection (the client renegotiated): answered; the recording goes on with the same tracks. */
  async renegotiate(description: { type: string; sdp: string }): Promise<void> {
    await this.pc.setRemoteDescription({ type: 'offer', sdp: description.sdp });
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    const local = this.pc.localDescription;
    if (local) this.events.answer({ description: { type: local.type, sdp: local.sdp } });
  }

  async candidate(candidate: unknown): Promise<void> {
    if (!candidate) return;
    await this.pc.addIceCandidate(candidate as Parameters<RTCPeerConnection['addIceCandidate']>[0]);
  }

  private onTrack(track: MediaStreamTrack): void {
    this.tracks.push(track);
    if (this.recorder) void this.recorder.addTrack(track);
    const firstPacket = track.onReceiveRtp.subscribe(() => {
      this.mediaStartedAt ??= new Date();
      firstPacket.unSubscribe();
    });
    if (track.kind !== 'video') return;
    const receiver = this.pc.getReceivers().find((r) => r.track === track || r.tracks.includes(track));
    const askKeyframe = () => {
      if (track.ssrc && receiver) void receiver.sendRtcpPLI(track.ssrc).catch(() => undefined);
    };
    askKeyframe();
    this.keyframeTimer = setInterval(askKeyframe, KEYFRAME_ASK_MS);
    const watcher = track.onReceiveRtp.subscribe((rtp) => {
      if (track.ssrc === undefined) track.ssrc = rtp.header.ssrc;
      if (!Vp8RtpPayload.deSerialize(rtp.payload).isKeyframe) return;
      this.clearKeyframeTimer();
      watcher.unSubscribe();
      if (!this.stopping) this.keyframeTimer = setInterval(askKeyframe, KEYFRAME_EVERY_MS);
    });
  }

  private clearKeyframeTimer(): void {
    if (this.keyframeTimer) clearInterval(this.keyframeTimer);
    this.keyframeTimer = null;
  }

  /** Closes the connection and waits until the file has its end (duration, cues) written. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.clearKeyframeTimer();
      this.endedAt = new Date();
      await this.recorder?.stop().catch(() => undefined);
      await this.pc.close().catch(() => undefined);
    })();
    return this.stopping;
  }
}
