import { MEET_RECORDER, type MeetSignalData, type MeetSignalIn, type MeetStateMessage } from '@notaria/contracts';
import { inRoom } from './meet-messages';

/** What a participant says about their own media, over the data channel of each peer connection. */
export interface MediaFlags {
  audio: boolean;
  video: boolean;
  screen: boolean;
}

export interface RemotePeer {
  participantId: number;
  stream: MediaStream;
  connection: RTCPeerConnectionState;
  flags: MediaFlags;
  pc: RTCPeerConnection;
}

export interface MeshOptions {
  iceServers: RTCIceServer[];
  /** Sends one signal; false while the channel is down (the peers are rebuilt after the reconnect). */
  send(to: number | typeof MEET_RECORDER, data: MeetSignalData): boolean;
  onChange(): void;
  PeerConnection?: typeof RTCPeerConnection;
}

type RecorderState = 'off' | 'connecting' | 'connected' | 'failed';

/** People see and hear each other before the recording starts (SCHEDULED) and while it runs. */
const OPEN_STATUSES = new Set(['SCHEDULED', 'IN_PROGRESS']);

/**
 * The WebRTC side of one meeting: one connection per other participant in the room (the lower participant id
 * offers), and while the meeting is recorded one send-only connection to the server's recorder. Every offer opens
 * a new session, so the answering side replaces its connection; a failed connection is rebuilt by the offerer.
 */
export class MeetingMesh {
  readonly peers = new Map<number, RemotePeer>();
  recorder: RecorderState = 'off';
  private recorderPc: RTCPeerConnection | null = null;
  private readonly channels = new Map<number, RTCDataChannel>();
  private readonly pending = new Map<number | 'recorder', RTCIceCandidateInit[]>();
  private local: MediaStream;
  private flags: MediaFlags = { audio: true, video: true, screen: false };
  private screenTrack: MediaStreamTrack | null = null;
  private lastState: MeetStateMessage | null = null;
  private closed = false;
  /** This participant's id, told by every state. */
  private selfId = 0;
  private rejoined = false;
  private signals: Promise<void> = Promise.resolve();
  private readonly PC: typeof RTCPeerConnection;

  constructor(
    local: MediaStream,
    private readonly opts: MeshOptions,
  ) {
    this.local = local;
    this.PC = opts.PeerConnection ?? RTCPeerConnection;
  }

  get localStream() {
    return this.local;
  }

  get mediaFlags(): MediaFlags {
    return { ...this.flags };
  }

  /** The meeting's state: connect to whoever is in the room and online, drop who left, record while recording. */
  applyState(state: MeetStateMessage) {
    if (this.closed) return;
    this.lastState = state;
    this.selfId = state.me;
    const me = state.participants.find((p) => p.participantId === this.selfId);
    const meIn = !!me && inRoom(me) && OPEN_STATUSES.has(state.status);
    const wanted = new Set(meIn ? state.participants.filter((p) => p.participantId !== this.selfId && p.online && inRoom(p)).map((p) => p.participantId) : []);
    for (const id of [...this.peers.keys()]) if (!wanted.has(id)) this.dropPeer(id);
    // The lower id offers; after a reconnect this side offers to everyone (the other may still hold the old session).
    for (const id of wanted) if (!this.peers.has(id) && (this.selfId < id || this.rejoined)) void this.offerTo(id);
    if (me) this.rejoined = false;
    if (meIn && state.recording) {
      if (this.recorder === 'off' || this.recorder === 'failed') void this.offerToRecorder();
    } else this.dropRecorder();
    this.opts.onChange();
  }

  /** The channel came back after a drop: every session starts again once the next state arrives. */
  reset() {
    this.rejoined = true;
    for (const id of [...this.peers.keys()]) this.dropPeer(id);
    this.dropRecorder();
    this.opts.onChange();
  }

  /** Signals are handled one after another, in the order they came. */
  applySignal(message: MeetSignalIn): Promise<void> {
    this.signals = this.signals.then(() => this.handleSignal(message)).catch((e: unknown) => console.error('[meeting] signal failed', e));
    return this.signals;
  }

  private async handleSignal(message: MeetSignalIn) {
    if (this.closed) return;
    const { from, data } = message;
    if (from === MEET_RECORDER) return this.recorderSignal(data);
    if (data.description?.type === 'offer') {
      // Both sides offered at once (after a reconnect): the lower id keeps its own offer.
      if (this.peers.get(from)?.pc.signalingState === 'have-local-offer' && this.selfId < from) return;
      this.dropPeer(from);
      const peer = this.createPeer(from);
      await peer.pc.setRemoteDescription(data.description);
      this.addLocalTracks(peer.pc);
      await this.flushCandidates(from, peer.pc);
      await peer.pc.setLocalDescription(await peer.pc.createAnswer());
      this.opts.send(from, { description: peer.pc.localDescription!.toJSON() as RTCSessionDescriptionInit });
      return;
    }
    const peer = this.peers.get(from);
    if (!peer) return;
    if (data.description?.type === 'answer' && peer.pc.signalingState === 'have-local-offer') {
      await peer.pc.setRemoteDescription(data.description);
      await this.flushCandidates(from, peer.pc);
    } else if (data.candidate) await this.addCandidate(from, peer.pc, data.candidate);
  }

  setAudio(on: boolean) {
    for (const t of this.local.getAudioTracks()) t.enabled = on;
    this.setFlags({ audio: on });
  }

  setVideo(on: boolean) {
    for (const t of this.local.getVideoTracks()) t.enabled = on;
    this.setFlags({ video: on });
  }

  /** Replaces the camera or microphone in every connection (the recorder's too) without a new offer. */
  async replaceTrack(track: MediaStreamTrack) {
    const old = track.kind === 'audio' ? this.local.getAudioTracks() : this.local.getVideoTracks();
    track.enabled = track.kind === 'audio' ? this.flags.audio : this.flags.video;
    for (const t of old) {
      this.local.removeTrack(t);
      t.stop();
    }
    this.local.addTrack(track);
    if (track.kind === 'video' && this.screenTrack) return this.opts.onChange();
    await this.replaceSent(track.kind, track);
    this.opts.onChange();
  }

  /** Sends the screen instead of the camera (to everyone and to the recorder) until `stopScreen` or the browser ends it. */
  async shareScreen(track: MediaStreamTrack) {
    this.stopScreenTrack();
    this.screenTrack = track;
    track.addEventListener('ended', () => void this.stopScreen());
    await this.replaceSent('video', track);
    this.setFlags({ screen: true });
  }

  async stopScreen() {
    if (!this.screenTrack) return;
    this.stopScreenTrack();
    await this.replaceSent('video', this.local.getVideoTracks()[0] ?? null);
    this.setFlags({ screen: false });
  }

  get screen(): MediaStreamTrack | null {
    return this.screenTrack;
  }

  close() {
    this.closed = true;
    for (const id of [...this.peers.keys()]) this.dropPeer(id);
    this.dropRecorder();
    this.stopScreenTrack();
    for (const t of this.local.getTracks()) t.stop();
  }

  private stopScreenTrack() {
    this.screenTrack?.stop();
    this.screenTrack = null;
  }

  private setFlags(change: Partial<MediaFlags>) {
    this.flags = { ...this.flags, ...change };
    const text = JSON.stringify(this.flags);
    for (const ch of this.channels.values()) if (ch.readyState === 'open') ch.send(text);
    this.opts.onChange();
  }

  private async replaceSent(kind: string, track: MediaStreamTrack | null) {
    const pcs = [...[...this.peers.values()].map((p) => p.pc), ...(this.recorderPc ? [this.recorderPc] : [])];
    const senders = pcs.flatMap((pc) => pc.getTransceivers().filter((t) => t.receiver.track.kind === kind && t.currentDirection !== 'inactive'));
    await Promise.all(senders.map((t) => t.sender.replaceTrack(track).catch(() => undefined)));
  }

  private outgoingVideo(): MediaStreamTrack | undefined {
    return this.screenTrack ?? this.local.getVideoTracks()[0];
  }

  private addLocalTracks(pc: RTCPeerConnection) {
    const audio = this.local.getAudioTracks()[0];
    const video = this.outgoingVideo();
    if (audio) pc.addTrack(audio, this.local);
    if (video) pc.addTrack(video, this.local);
  }

  private createPeer(id: number): RemotePeer {
    const pc = new this.PC({ iceServers: this.opts.iceServers });
    const peer: RemotePeer = { participantId: id, stream: new MediaStream(), connection: 'new', flags: { audio: true, video: true, screen: false }, pc };
    this.peers.set(id, peer);
    pc.ontrack = (ev) => {
      if (!peer.stream.getTracks().includes(ev.track)) peer.stream.addTrack(ev.track);
      this.opts.onChange();
    };
    pc.onicecandidate = (ev) => {
      if (ev.candidate) this.opts.send(id, { candidate: ev.candidate.toJSON() });
    };
    pc.onconnectionstatechange = () => {
      if (this.peers.get(id) !== peer) return;
      peer.connection = pc.connectionState;
      if (pc.connectionState === 'failed' && this.selfId < id) {
        this.dropPeer(id);
        void this.offerTo(id);
      }
      this.opts.onChange();
    };
    pc.ondatachannel = (ev) => this.bindChannel(id, peer, ev.channel);
    return peer;
  }

  private bindChannel(id: number, peer: RemotePeer, ch: RTCDataChannel) {
    this.channels.set(id, ch);
    ch.onopen = () => ch.send(JSON.stringify(this.flags));
    ch.onmessage = (ev) => {
      try {
        const f = JSON.parse(String(ev.data)) as Partial<MediaFlags>;
        peer.flags = { audio: f.audio !== false, video: f.video !== false, screen: f.screen === true };
        this.opts.onChange();
      } catch {
        /* not ours */
      }
    };
  }

  private async offerTo(id: number) {
    const peer = this.createPeer(id);
    const { pc } = peer;
    this.bindChannel(id, peer, pc.createDataChannel('media-flags'));
    this.addLocalTracks(pc);
    if (!this.local.getAudioTracks().length) pc.addTransceiver('audio', { direction: 'recvonly' });
    if (!this.outgoingVideo()) pc.addTransceiver('video', { direction: 'recvonly' });
    try {
      await pc.setLocalDescription(await pc.createOffer());
      if (this.peers.get(id) === peer) this.opts.send(id, { description: pc.localDescription!.toJSON() as RTCSessionDescriptionInit });
    } catch (e) {
      console.error('[meeting] offer failed', e);
    }
  }

  private async offerToRecorder() {
    this.dropRecorder();
    const pc = new this.PC({ iceServers: this.opts.iceServers });
    this.recorderPc = pc;
    this.recorder = 'connecting';
    const audio = this.local.getAudioTracks()[0];
    const video = this.outgoingVideo();
    if (audio) pc.addTransceiver(audio, { direction: 'sendonly', streams: [this.local] });
    if (video) pc.addTransceiver(video, { direction: 'sendonly', streams: [this.local] });
    pc.onicecandidate = (ev) => {
      if (ev.candidate) this.opts.send(MEET_RECORDER, { candidate: ev.candidate.toJSON() });
    };
    pc.onconnectionstatechange = () => {
      if (this.recorderPc !== pc) return;
      const s = pc.connectionState;
      this.recorder = s === 'connected' ? 'connected' : s === 'failed' ? 'failed' : this.recorder;
      if (s === 'failed' && this.lastState) this.applyState(this.lastState);
      this.opts.onChange();
    };
    try {
      await pc.setLocalDescription(await pc.createOffer());
      if (this.recorderPc === pc) this.opts.send(MEET_RECORDER, { description: pc.localDescription!.toJSON() as RTCSessionDescriptionInit });
    } catch (e) {
      console.error('[meeting] recorder offer failed', e);
    }
  }

  private async recorderSignal(data: MeetSignalData) {
    const pc = this.recorderPc;
    if (!pc) return;
    if (data.description?.type === 'answer' && pc.signalingState === 'have-local-offer') {
      await pc.setRemoteDescription(data.description);
      await this.flushCandidates('recorder', pc);
    } else if (data.candidate) await this.addCandidate('recorder', pc, data.candidate);
  }

  private async addCandidate(key: number | 'recorder', pc: RTCPeerConnection, candidate: RTCIceCandidateInit) {
    if (!pc.remoteDescription) {
      this.pending.set(key, [...(this.pending.get(key) ?? []), candidate]);
      return;
    }
    await pc.addIceCandidate(candidate).catch(() => undefined);
  }

  private async flushCandidates(key: number | 'recorder', pc: RTCPeerConnection) {
    const queued = this.pending.get(key) ?? [];
    this.pending.delete(key);
    for (const c of queued) await pc.addIceCandidate(c).catch(() => undefined);
  }

  private dropPeer(id: number) {
    const peer = this.peers.get(id);
    this.peers.delete(id);
    this.pending.delete(id);
    this.channels.get(id)?.close();
    this.channels.delete(id);
    peer?.pc.close();
  }

  private dropRecorder() {
    this.recorderPc?.close();
    this.recorderPc = null;
    this.pending.delete('recorder');
    this.recorder = 'off';
  }
}
