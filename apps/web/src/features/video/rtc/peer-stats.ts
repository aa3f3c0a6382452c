/** What getStats tells about one connection: frames decoded, loss, round trip; and a quality grade from them. */

export interface PeerQuality {
  framesDecoded: number;
  packetsLost: number;
  packetsReceived: number;
  roundTripMs: number | null;
  grade: 'good' | 'fair' | 'poor' | 'unknown';
}

export const QUALITY_LABELS: Record<PeerQuality['grade'], string> = { good: '良好', fair: '一般', poor: '较差', unknown: '—' };

/** Loss share and round trip → a grade: under 2 % and 300 ms good, under 8 % and 800 ms fair, else poor. */
export function gradeOf(lossShare: number, roundTripMs: number | null): PeerQuality['grade'] {
  const rtt = roundTripMs ?? 0;
  if (lossShare < 0.02 && rtt < 300) return 'good';
  if (lossShare < 0.08 && rtt < 800) return 'fair';
  return 'poor';
}

interface StatLike {
  type: string;
  kind?: string;
  framesDecoded?: number;
  packetsLost?: number;
  packetsReceived?: number;
  state?: string;
  nominated?: boolean;
  currentRoundTripTime?: number;
}

/** Reads one report (RTCStatsReport or any iterable of stats) into the numbers above. */
export function readStats(report: Iterable<StatLike>): PeerQuality {
  let framesDecoded = 0;
  let packetsLost = 0;
  let packetsReceived = 0;
  let roundTripMs: number | null = null;
  for (const s of report) {
    if (s.type === 'inbound-rtp') {
      framesDecoded += s.framesDecoded ?? 0;
      packetsLost += Math.max(0, s.packetsLost ?? 0);
      packetsReceived += s.packetsReceived ?? 0;
    } else if (s.type === 'candidate-pair' && s.state === 'succeeded' && s.nominated && s.currentRoundTripTime !== undefined) {
      roundTripMs = Math.round(s.currentRoundTripTime * 1000);
    }
  }
  const total = packetsLost + packetsReceived;
  const grade = total === 0 ? 'unknown' : gradeOf(packetsLost / total, roundTripMs);
  return { framesDecoded, packetsLost, packetsReceived, roundTripMs, grade };
}

export async function peerQuality(pc: RTCPeerConnection): Promise<PeerQuality> {
  const report = await pc.getStats();
  return readStats(report.values() as Iterable<StatLike>);
}
