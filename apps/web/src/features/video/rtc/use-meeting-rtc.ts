import type { IceServer, MeetStateMessage } from '@notaria/contracts';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { listDevices, openCameraAndMic, openScreen, openTrack, type MediaDevicesList } from './local-media';
import { MeetingMesh, type MediaFlags, type RemotePeer } from './meeting-mesh';
import { MeetSignalling, type SignallingStatus } from './meet-signalling';
import { peerQuality, type PeerQuality } from './peer-stats';

export interface MeetingRtcOptions {
  meetingId: number;
  /** The session token (staff) or the meeting link's token (guest). */
  credential: string;
  guest: boolean;
  iceServers: IceServer[];
  /** A camera stream already open (the guest's lobby preview); otherwise the hook opens one. */
  stream?: MediaStream | null;
}

export interface MeetingRtc {
  status: SignallingStatus;
  /** True once the channel dropped and until the meeting is joined again. */
  reconnecting: boolean;
  state: MeetStateMessage | null;
  error: string | null;
  mediaError: string | null;
  local: MediaStream | null;
  peers: RemotePeer[];
  flags: MediaFlags;
  recorder: MeetingMesh['recorder'];
  quality: Record<number, PeerQuality>;
  devices: MediaDevicesList;
  setAudio(on: boolean): void;
  setVideo(on: boolean): void;
  switchDevice(kind: 'audio' | 'video', deviceId: string): Promise<void>;
  toggleScreen(): Promise<void>;
}

const STATS_MS = 2_000;

/** One meeting in this browser: local media, the signalling channel and the mesh, as React state. */
export function useMeetingRtc(opts: MeetingRtcOptions): MeetingRtc {
  const { meetingId, credential, guest, iceServers, stream } = opts;
  const [, bump] = useReducer((n: number) => n + 1, 0);
  const [status, setStatus] = useState<SignallingStatus>('connecting');
  const [reconnecting, setReconnecting] = useState(false);
  const [state, setState] = useState<MeetStateMessage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mediaError, setMediaError] = useState<string | null>(null);
  const [quality, setQuality] = useState<Record<number, PeerQuality>>({});
  const [devices, setDevices] = useState<MediaDevicesList>({ cameras: [], microphones: [] });
  const [mesh, setMesh] = useState<MeetingMesh | null>(null);
  const iceKey = JSON.stringify(iceServers);

  useEffect(() => {
    let cancelled = false;
    let signalling: MeetSignalling | null = null;
    let lost = false;
    let made: MeetingMesh | null = null;
    void (async () => {
      let local: MediaStream;
      try {
        local = stream ?? (await openCameraAndMic());
      } catch (e) {
        setMediaError((e as Error).message);
        local = new MediaStream();
      }
      if (cancelled) {
        if (!stream) for (const t of local.getTracks()) t.stop();
        return;
      }
      const m = new MeetingMesh(local, {
        iceServers: JSON.parse(iceKey) as IceServer[],
        send: (to, data) => signalling?.send(to, data) ?? false,
        onChange: bump,
      });
      made = m;
      setMesh(m);
      signalling = new MeetSignalling(
        meetingId,
        credential,
        {
          state: (s) => {
            setState(s);
            m.applyState(s);
          },
          signal: (s) => void m.applySignal(s),
          error: (e) => setError(e.message),
          status: (s) => {
            setStatus(s);
            if (s === 'lost' || s === 'closed') lost = true;
            if (s === 'lost') setReconnecting(true);
            if (s === 'open' && lost) {
              lost = false;
              setReconnecting(false);
              m.reset();
            }
            if (s === 'closed') m.reset();
          },
        },
        { guest },
      );
      signalling.start();
      setDevices(await listDevices().catch(() => ({ cameras: [], microphones: [] })));
      bump();
    })();
    return () => {
      cancelled = true;
      signalling?.stop();
      made?.close();
      setMesh(null);
    };
  }, [meetingId, credential, guest, iceKey, stream]);

  useEffect(() => {
    if (!mesh) return;
    const timer = setInterval(() => {
      void Promise.all([...mesh.peers.values()].map(async (p) => [p.participantId, await peerQuality(p.pc)] as const)).then(
        (rows) => setQuality(Object.fromEntries(rows)),
        () => undefined,
      );
    }, STATS_MS);
    return () => clearInterval(timer);
  }, [mesh]);

  const switchDevice = useCallback(
    async (kind: 'audio' | 'video', deviceId: string) => {
      if (!mesh) return;
      try {
        await mesh.replaceTrack(await openTrack(kind, deviceId));
        setMediaError(null);
      } catch {
        setMediaError(kind === 'audio' ? '无法切换到所选麦克风' : '无法切换到所选摄像头');
      }
    },
    [mesh],
  );

  const toggleScreen = useCallback(async () => {
    if (!mesh) return;
    if (mesh.screen) return mesh.stopScreen();
    const track = await openScreen();
    if (track) await mesh.shareScreen(track);
  }, [mesh]);

  const m = mesh;
  return {
    status,
    reconnecting,
    state,
    error,
    mediaError,
    local: m?.localStream ?? null,
    peers: m ? [...m.peers.values()] : [],
    flags: m?.mediaFlags ?? { audio: true, video: true, screen: false },
    recorder: m?.recorder ?? 'off',
    quality,
    devices,
    setAudio: (on) => m?.setAudio(on),
    setVideo: (on) => m?.setVideo(on),
    switchDevice,
    toggleScreen,
  };
}
