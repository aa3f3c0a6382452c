import type { MeetSignalData, MeetStateMessage, MeetStateParticipant } from '@notaria/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeetingMesh } from './meeting-mesh';

class FakeTrack {
  enabled = true;
  stopped = false;
  constructor(readonly kind: 'audio' | 'video') {}
  stop() {
    this.stopped = true;
  }
  addEventListener() {}
}

class FakeStream {
  private tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks() {
    return [...this.tracks];
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video');
  }
  addTrack(t: FakeTrack) {
    this.tracks.push(t);
  }
  removeTrack(t: FakeTrack) {
    this.tracks = this.tracks.filter((x) => x !== t);
  }
}

/** Enough of RTCPeerConnection to follow the offer/answer steps the mesh takes. */
class FakePc {
  static all: FakePc[] = [];
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: { type: string; sdp: string; toJSON(): unknown } | null = null;
  remoteDescription: unknown = null;
  closed = false;
  sent: { kind: string; direction: string; track: FakeTrack | null }[] = [];
  candidates: unknown[] = [];
  channels: string[] = [];
  onicecandidate: ((ev: { candidate: unknown }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  ontrack: unknown = null;
  ondatachannel: unknown = null;
  constructor(readonly config: RTCConfiguration) {
    FakePc.all.push(this);
  }
  addTrack(track: FakeTrack) {
    this.sent.push({ kind: track.kind, direction: 'sendrecv', track });
  }
  addTransceiver(trackOrKind: FakeTrack | string, init: { direction: string }) {
    const track = typeof trackOrKind === 'string' ? null : trackOrKind;
    this.sent.push({ kind: track ? track.kind : (trackOrKind as string), direction: init.direction, track });
  }
  getTransceivers() {
    return this.sent.map((s) => ({
      receiver: { track: { kind: s.kind } },
      currentDirection: s.direction,
      sender: {
        replaceTrack: async (t: FakeTrack | null) => {
          s.track = t;
        },
      },
    }));
  }
  createDataChannel(label: string) {
    this.channels.push(label);
    return { readyState: 'connecting', send: vi.fn(), close: vi.fn() } as unknown as RTCDataChannel;
  }
  async createOffer() {
    return { type: 'offer', sdp: `offer-${FakePc.all.indexOf(this)}` };
  }
  async createAnswer() {
    return { type: 'answer', sdp: `answer-${FakePc.all.indexOf(this)}` };
  }
  async setLocalDescription(d: { type: string; sdp: string }) {
    this.localDescription = { ...d, toJSON: () => ({ type: d.type, sdp: d.sdp }) };
    this.signalingState = d.type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(d: { type: string }) {
    this.remoteDescription = d;
    this.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async addIceCandidate(c: unknown) {
    this.candidates.push(c);
  }
  close() {
    this.closed = true;
  }
  fail() {
    this.connectionState = 'failed';
    this.onconnectionstatechange?.();
  }
}

const person = (participantId: number, over: Partial<MeetStateParticipant> = {}): MeetStateParticipant => ({
  participantId,
  role: 'PARTY',
  displayName: `参会人${participantId}`,
  online: true,
  lobbyState: 'ADMITTED',
  consent: true,
  faceResult: null,
  identityConfirmed: false,
  ...over,
});

const state = (me: number, participants: MeetStateParticipant[], over: Partial<MeetStateMessage> = {}): MeetStateMessage => ({
  type: 'MEET_STATE',
  meetingId: 7,
  status: 'SCHEDULED',
  recording: false,
  me,
  participants,
  checklist: { disclosureReadAt: null, documentReadAt: null, signingDoneAt: null, parties: [] },
  ...over,
});

function mesh() {
  const sent: { to: number | 'recorder'; data: MeetSignalData }[] = [];
  const local = new FakeStream([new FakeTrack('audio'), new FakeTrack('video')]);
  const m = new MeetingMesh(local as unknown as MediaStream, {
    iceServers: [{ urls: 'stun:stun.example.cn:3478' }],
    send: (to, data) => {
      sent.push({ to, data });
      return true;
    },
    onChange: () => undefined,
    PeerConnection: FakePc as unknown as typeof RTCPeerConnection,
  });
  return { m, sent, local };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const host = person(1, { role: 'HOST', lobbyState: 'NONE' });

describe('MeetingMesh', () => {
  beforeEach(() => {
    FakePc.all = [];
    vi.stubGlobal('MediaStream', FakeStream);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the lower participant id offers, with its camera and microphone and the ICE servers configured', async () => {
    const { m, sent } = mesh();
    m.applyState(state(1, [host, person(2)]));
    await settle();
    expect(sent).toEqual([{ to: 2, data: { description: { type: 'offer', sdp: 'offer-0' } } }]);
    expect(FakePc.all[0].config.iceServers).toEqual([{ urls: 'stun:stun.example.cn:3478' }]);
    expect(FakePc.all[0].sent.map((s) => s.kind)).toEqual(['audio', 'video']);
    expect(FakePc.all[0].channels).toEqual(['media-flags']);

    // The answer completes it; a later candidate goes into the connection.
    await m.applySignal({ type: 'MEET_SIGNAL', meetingId: 7, from: 2, data: { description: { type: 'answer', sdp: 'a' } } });
    await m.applySignal({ type: 'MEET_SIGNAL', meetingId: 7, from: 2, data: { candidate: { candidate: 'c1', sdpMid: '0' } } });
    expect(FakePc.all[0].signalingState).toBe('stable');
    expect(FakePc.all[0].candidates).toEqual([{ candidate: 'c1', sdpMid: '0' }]);
  });

  it('the higher id waits for the offer, answers it with its own media, and holds candidates until the offer is set', async () => {
    const { m, sent } = mesh();
    m.applyState(state(2, [host, person(2)]));
    await settle();
    expect(FakePc.all).toHaveLength(0);
    void m.applySignal({ type: 'MEET_SIGNAL', meetingId: 7, from: 1, data: { description: { type: 'offer', sdp: 'o' } } });
    await m.applySignal({ type: 'MEET_SIGNAL', meetingId: 7, from: 1, data: { candidate: { candidate: 'c1' } } });
    expect(sent).toEqual([{ to: 1, data: { description: { type: 'answer', sdp: 'answer-0' } } }]);
    expect(FakePc.all[0].sent.map((s) => s.kind)).toEqual(['audio', 'video']);
    expect(FakePc.all[0].candidates).toEqual([{ candidate: 'c1' }]);
    expect(m.peers.get(1)).toBeTruthy();
  });

  it('a guest still in the lobby connects to nobody, and nobody connects to a waiting or offline guest', async () => {
    const waiting = mesh();
    waiting.m.applyState(state(2, [host, person(2, { lobbyState: 'WAITING' })]));
    const hostSide = mesh();
    hostSide.m.applyState(state(1, [host, person(2, { lobbyState: 'WAITING' }), person(3, { online: false })]));
    await settle();
    expect(FakePc.all).toHaveLength(0);
    expect([...waiting.sent, ...hostSide.sent]).toEqual([]);
  });

  it('a participant who leaves the room loses their connection', async () => {
    const { m } = mesh();
    m.applyState(state(1, [host, person(2)]));
    await settle();
    m.applyState(state(1, [host, person(2, { lobbyState: 'REMOVED' })]));
    expect(FakePc.all[0].closed).toBe(true);
    expect(m.peers.size).toBe(0);
  });

  it('while the meeting records, one send-only connection offers audio and video to the recorder; it closes when recording stops', async () => {
    const { m, sent } = mesh();
    m.applyState(state(2, [host, person(2)], { status: 'IN_PROGRESS', recording: true }));
    await settle();
    const recorder = FakePc.all[0];
    expect(recorder.sent.map((s) => `${s.kind}:${s.direction}`)).toEqual(['audio:sendonly', 'video:sendonly']);
    expect(sent).toEqual([{ to: 'recorder', data: { description: { type: 'offer', sdp: 'offer-0' } } }]);
    await m.applySignal({ type: 'MEET_SIGNAL', meetingId: 7, from: 'recorder', data: { description: { type: 'answer', sdp: 'r' } } });
    expect(recorder.signalingState).toBe('stable');
    m.applyState(state(2, [host, person(2)], { status: 'ENDED', recording: false }));
    expect(recorder.closed).toBe(true);
    expect(m.recorder).toBe('off');
  });

  it('after a reconnect this side offers to everyone again; when both offer at once the lower id keeps its own', async () => {
    const { m, sent } = mesh();
    m.applyState(state(2, [host, person(2)]));
    m.reset();
    m.applyState(state(2, [host, person(2)]));
    await settle();
    expect(sent).toEqual([{ to: 1, data: { description: { type: 'offer', sdp: 'offer-0' } } }]);
    // The host (id 1) offered too: the higher id gives way and answers the host's offer on a new connection.
    await m.applySignal({ type: 'MEET_SIGNAL', meetingId: 7, from: 1, data: { description: { type: 'offer', sdp: 'o' } } });
    expect(FakePc.all[0].closed).toBe(true);
    expect(sent.at(-1)).toEqual({ to: 1, data: { description: { type: 'answer', sdp: 'answer-1' } } });

    // The host's side: an offer from the higher id while its own is pending is ignored.
    const hostSide = mesh();
    hostSide.m.applyState(state(1, [host, person(2)]));
    await settle();
    const own = FakePc.all.at(-1)!;
    await hostSide.m.applySignal({ type: 'MEET_SIGNAL', meetingId: 7, from: 2, data: { description: { type: 'offer', sdp: 'x' } } });
    expect(own.closed).toBe(false);
    expect(hostSide.sent.map((s) => s.data.description?.type)).toEqual(['offer']);
  });

  it('a failed connection is rebuilt by the side that offers', async () => {
    const { m, sent } = mesh();
    m.applyState(state(1, [host, person(2)]));
    await settle();
    FakePc.all[0].fail();
    await settle();
    expect(FakePc.all[0].closed).toBe(true);
    expect(sent.map((s) => s.data.description?.sdp)).toEqual(['offer-0', 'offer-1']);
  });

  it('mute switches the tracks off; a new camera replaces the one sent without a new offer; the screen goes out instead of the camera', async () => {
    const { m, sent, local } = mesh();
    m.applyState(state(1, [host, person(2)], { status: 'IN_PROGRESS', recording: true }));
    await settle();
    m.setAudio(false);
    expect(local.getAudioTracks()[0].enabled).toBe(false);
    expect(m.mediaFlags).toEqual({ audio: false, video: true, screen: false });

    const camera = new FakeTrack('video');
    const old = local.getVideoTracks()[0];
    await m.replaceTrack(camera as unknown as MediaStreamTrack);
    expect(old.stopped).toBe(true);
    const videoSent = () => FakePc.all.flatMap((pc) => pc.sent.filter((s) => s.kind === 'video').map((s) => s.track));
    expect(videoSent()).toEqual([camera, camera]);

    const screen = new FakeTrack('video');
    await m.shareScreen(screen as unknown as MediaStreamTrack);
    expect(videoSent()).toEqual([screen, screen]);
    await m.stopScreen();
    expect(videoSent()).toEqual([camera, camera]);
    expect(screen.stopped).toBe(true);
    expect(sent.filter((s) => s.data.description?.type === 'offer')).toHaveLength(2);
  });
});
