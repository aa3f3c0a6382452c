import { RTCPeerConnection, RTCRtpCodecParameters } from 'werift';

// The baseline: the same answer and the same media received by werift, with nothing recorded.

const CODECS = {
  video: [new RTCRtpCodecParameters({ mimeType: 'video/VP8', clockRate: 90000, rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }] })],
  audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48000, channels: 2 })],
};

type Signal = { description?: { type: string; sdp: string }; candidate?: unknown };

export function createPlainReceiver(send: (participantId: number, data: Signal) => void) {
  const peers = new Map<number, RTCPeerConnection>();
  return {
    async signal(participantId: number, data: Signal) {
      if (data.description) {
        const pc = new RTCPeerConnection({ codecs: CODECS });
        peers.set(participantId, pc);
        pc.onIceCandidate.subscribe((c) => c && send(participantId, { candidate: c.toJSON() }));
        pc.onTrack.subscribe((track) => {
          track.onReceiveRtp.subscribe(() => undefined);
          const receiver = pc.getReceivers().find((r) => r.tracks.includes(track));
          if (track.kind === 'video' && track.ssrc) void receiver?.sendRtcpPLI(track.ssrc);
        });
        await pc.setRemoteDescription({ type: 'offer', sdp: data.description.sdp });
        await pc.setLocalDescription(await pc.createAnswer());
        send(participantId, { description: { type: 'answer', sdp: pc.localDescription!.sdp } });
      } else if (data.candidate) {
        await peers.get(participantId)?.addIceCandidate(data.candidate as Parameters<RTCPeerConnection['addIceCandidate']>[0]);
      }
    },
    async close() {
      await Promise.all([...peers.values()].map((pc) => pc.close()));
      peers.clear();
    },
  };
}
