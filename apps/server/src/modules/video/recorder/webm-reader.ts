import { open } from 'node:fs/promises';

// A small WebM reader: enough of EBML to learn a recording's true length (its last block's time plus that frame's
// duration), its tracks and how smooth its video is, and to find the Segment's Duration so it can be set in place.
// Masters are walked into rather than skipped, so clusters and segments of unknown size (as a live recorder writes
// them) read the same as sized ones.

const ID = {
  EBML: 0x1a45dfa3,
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackType: 0x83,
  CodecID: 0x86,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
} as const;

const MASTERS = new Set<number>([ID.Segment, ID.Info, ID.Tracks, ID.TrackEntry, ID.Cluster, ID.BlockGroup]);
/** Leaf elements whose value is read; every other one is skipped unread. */
const READ_LEAVES = new Set<number>([ID.TimecodeScale, ID.Duration, ID.TrackNumber, ID.TrackType, ID.CodecID, ID.Timecode]);
const AUDIO_FRAME_MS = 20;

export interface WebmTrack {
  number: number;
  kind: 'video' | 'audio' | 'other';
  codec: string;
}

export interface WebmSummary {
  tracks: WebmTrack[];
  /** Time of the last block plus one frame, in ms. */
  durationMs: number;
  /** The Segment's Duration as written (ms), or null when the file has none. */
  declaredDurationMs: number | null;
  /** Where the Duration float's bytes are and how many (4 or 8), for setting it in place. */
  durationField: { offset: number; size: number } | null;
  /** Nanoseconds per tick of every time in the file (1 ms unless the writer chose otherwise). */
  timecodeScaleNs: number;
  videoFrames: number;
  keyframes: number;
  audioFrames: number;
  /** The longest time between two consecutive video frames, in ms (a frozen or missing stretch). */
  longestVideoGapMs: number;
}

/**
 * The bytes of a WebM by absolute position, read from the file a window at a time: a recording of an hour is hundreds of
 * megabytes, and only element headers and a few bytes of each block are needed.
 */
class Bytes {
  private buf: Buffer = Buffer.alloc(0);
  private base = 0;

  constructor(
    readonly size: number,
    private readonly fill: (position: number, length: number) => Promise<Buffer>,
  ) {}

  static of(buf: Buffer): Bytes {
    const bytes = new Bytes(buf.length, async () => buf);
    bytes.buf = buf;
    return bytes;
  }

  /** Makes [pos, pos + length) readable; false when the file ends before. */
  async need(pos: number, length: number): Promise<boolean> {
    if (pos + length > this.size) return false;
    if (pos >= this.base && pos + length <= this.base + this.buf.length) return true;
    this.buf = await this.fill(pos, Math.max(WINDOW, length));
    this.base = pos;
    return pos + length <= this.base + this.buf.length;
  }

  byte(pos: number): number {
    return this.buf[pos - this.base];
  }

  uint(pos: number, size: number): number {
    let value = 0;
    for (let i = 0; i < size; i++) value = value * 256 + this.byte(pos + i);
    return value;
  }

  int16(pos: number): number {
    return this.buf.readInt16BE(pos - this.base);
  }

  float(pos: number, size: number): number {
    return size === 4 ? this.buf.readFloatBE(pos - this.base) : this.buf.readDoubleBE(pos - this.base);
  }

  latin1(pos: number, size: number): string {
    return this.buf.toString('latin1', pos - this.base, pos - this.base + size);
  }

  /** An EBML variable-length number: an element ID (marker kept) or a size (marker dropped; all ones = unknown). */
  vint(pos: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
    const first = this.byte(pos);
    let length = 1;
    while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
    if (length > 8 || pos + length > this.base + this.buf.length) return null;
    let value = keepMarker ? first : first & (0xff >> length);
    let allOnes = value === 0xff >> length;
    for (let i = 1; i < length; i++) {
      value = value * 256 + this.byte(pos + i);
      if (this.byte(pos + i) !== 0xff) allOnes = false;
    }
    return { value, length, unknown: !keepMarker && allOnes };
  }
}

const WINDOW = 1 << 20;

/** Reads a WebM file already in memory. Throws when it does not start with the EBML magic. */
export function summarizeWebm(buf: Buffer): Promise<WebmSummary> {
  return summarize(Bytes.of(buf));
}

async function summarize(bytes: Bytes): Promise<WebmSummary> {
  if (!(await bytes.need(0, 4)) || bytes.uint(0, 4) !== ID.EBML) throw new Error('not a WebM file');
  const tracks: WebmTrack[] = [];
  let track: Partial<WebmTrack> | null = null;
  let scaleNs = 1_000_000;
  let declaredTicks: number | null = null;
  let durationField: WebmSummary['durationField'] = null;
  let clusterTicks = 0;
  const lastTick = new Map<number, number>();
  let videoFrames = 0;
  let keyframes = 0;
  let audioFrames = 0;
  let previousVideoTick: number | null = null;
  let longestVideoGapTicks = 0;
  let lastVideoStepTicks = 0;

  const kindOf = (number: number) => tracks.find((t) => t.number === number)?.kind ?? 'other';
  const block = (pos: number, size: number, simple: boolean) => {
    const number = bytes.vint(pos, false);
    if (!number || number.length + 3 > size) return;
    const tick = clusterTicks + bytes.int16(pos + number.length);
    const flags = bytes.byte(pos + number.length + 2);
    lastTick.set(number.value, Math.max(lastTick.get(number.value) ?? 0, tick));
    const kind = kindOf(number.value);
    if (kind === 'audio') audioFrames++;
    if (kind !== 'video') return;
    videoFrames++;
    if (simple && flags & 0x80) keyframes++;
    if (previousVideoTick !== null && tick > previousVideoTick) {
      lastVideoStepTicks = tick - previousVideoTick;
      longestVideoGapTicks = Math.max(longestVideoGapTicks, lastVideoStepTicks);
    }
    previousVideoTick = tick;
  };

  // Skip the EBML header itself.
  await bytes.need(4, 8);
  const headerSize = bytes.vint(4, false);
  let pos = headerSize ? 4 + headerSize.length + headerSize.value : bytes.size;
  while (await bytes.need(pos, Math.min(12, bytes.size - pos))) {
    if (pos >= bytes.size) break;
    const id = bytes.vint(pos, true);
    if (!id) break;
    const size = bytes.vint(pos + id.length, false);
    if (!size) break;
    const data = pos + id.length + size.length;
    if (MASTERS.has(id.value)) {
      if (id.value === ID.TrackEntry) {
        track = {};
        tracks.push(track as WebmTrack);
      }
      pos = data;
      continue;
    }
    if (size.unknown || data + size.value > bytes.size) break;
    const isBlock = id.value === ID.SimpleBlock || id.value === ID.Block;
    const wanted = isBlock ? Math.min(size.value, 12) : READ_LEAVES.has(id.value) ? size.value : 0;
    if (wanted > 0 && !(await bytes.need(data, wanted))) break;
    switch (id.value) {
      case ID.TimecodeScale:
        scaleNs = bytes.uint(data, size.value);
        break;
      case ID.Duration:
        declaredTicks = bytes.float(data, size.value);
        durationField = { offset: data, size: size.value };
        break;
      case ID.TrackNumber:
        if (track) track.number = bytes.uint(data, size.value);
        break;
      case ID.TrackType:
        if (track) {
          const type = bytes.uint(data, size.value);
          track.kind = type === 1 ? 'video' : type === 2 ? 'audio' : 'other';
        }
        break;
      case ID.CodecID:
        if (track) track.codec = bytes.latin1(data, size.value);
        break;
      case ID.Timecode:
        clusterTicks = bytes.uint(data, size.value);
        break;
      case ID.SimpleBlock:
      case ID.Block:
        block(data, size.value, id.value === ID.SimpleBlock);
        break;
    }
    pos = data + size.value;
  }

  const ms = (ticks: number) => (ticks * scaleNs) / 1_000_000;
  const ends = [...lastTick].map(([number, tick]) => {
    const kind = kindOf(number);
    const frameMs = kind === 'video' ? ms(lastVideoStepTicks) : kind === 'audio' ? AUDIO_FRAME_MS : 0;
    return ms(tick) + frameMs;
  });
  return {
    tracks: tracks.map((t) => ({ number: t.number ?? 0, kind: t.kind ?? 'other', codec: t.codec ?? '' })),
    durationMs: Math.round(ends.length ? Math.max(...ends) : 0),
    declaredDurationMs: declaredTicks === null ? null : ms(declaredTicks),
    durationField,
    timecodeScaleNs: scaleNs,
    videoFrames,
    keyframes,
    audioFrames,
    longestVideoGapMs: Math.round(ms(longestVideoGapTicks)),
  };
}

export async function readWebm(path: string): Promise<WebmSummary> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const bytes = new Bytes(size, async (position, length) => {
      const buf = Buffer.alloc(Math.min(length, size - position));
      const { bytesRead } = await handle.read(buf, 0, buf.length, position);
      return buf.subarray(0, bytesRead);
    });
    return await summarize(bytes);
  } finally {
    await handle.close();
  }
}

/**
 * Makes the file's Duration say its true length when the recorder left it unknown or wrong (a recording cut short keeps
 * the placeholder), so a browser shows the length and can seek. Writes the float in place; the file's size is unchanged.
 */
export async function settleDuration(path: string, summary: WebmSummary): Promise<boolean> {
  const field = summary.durationField;
  if (!field || (summary.declaredDurationMs !== null && Math.abs(summary.declaredDurationMs - summary.durationMs) < 500)) return false;
  const bytes = Buffer.alloc(field.size);
  const ticks = (summary.durationMs * 1_000_000) / summary.timecodeScaleNs;
  if (field.size === 4) bytes.writeFloatBE(ticks);
  else bytes.writeDoubleBE(ticks);
  const handle = await open(path, 'r+');
  try {
    await handle.write(bytes, 0, bytes.length, field.offset);
  } finally {
    await handle.close();
  }
  return true;
}
