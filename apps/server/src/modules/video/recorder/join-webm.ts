import {
  EncodedAudioPacketSource,
  EncodedPacketSink,
  EncodedVideoPacketSource,
  FilePathSource,
  FilePathTarget,
  Input,
  Output,
  WEBM,
  WebMOutputFormat,
  type EncodedPacket,
  type InputAudioTrack,
  type InputVideoTrack,
} from 'mediabunny';

// Writes one WebM from a participant's recorded segments without decoding anything: every packet is copied, shifted by
// its segment's start. The result has what a browser needs to show the length and seek (Duration, SeekHead, Cues),
// which a file written live leaves out.

export interface SegmentToJoin {
  path: string;
  /** Where the segment starts in the joined recording, in seconds. */
  offsetS: number;
}

interface Lane {
  packets: AsyncGenerator<EncodedPacket>;
  next: EncodedPacket | null;
  offsetS: number;
  add(packet: EncodedPacket): Promise<void>;
}

/** Adds a track's packets, leaving out one that would go back in time (a late frame the live writer let through). */
function forward(add: (p: EncodedPacket) => Promise<void>): (p: EncodedPacket) => Promise<void> {
  let last = -Infinity;
  return async (packet) => {
    if (packet.timestamp < last) return;
    last = packet.timestamp;
    await add(packet);
  };
}

async function firstConfig<T extends InputVideoTrack | InputAudioTrack>(
  inputs: Input[],
  pick: (input: Input) => Promise<T | null>,
): Promise<NonNullable<Awaited<ReturnType<T['getDecoderConfig']>>> | null> {
  for (const input of inputs) {
    const track = await pick(input);
    const config = track ? await track.getDecoderConfig() : null;
    if (config) return config as NonNullable<Awaited<ReturnType<T['getDecoderConfig']>>>;
  }
  return null;
}

export async function joinWebm(segments: SegmentToJoin[], outPath: string): Promise<void> {
  const inputs = segments.map((s) => new Input({ formats: [WEBM], source: new FilePathSource(s.path) }));
  try {
    const videoConfig = await firstConfig(inputs, (i) => i.getPrimaryVideoTrack());
    const audioConfig = await firstConfig(inputs, (i) => i.getPrimaryAudioTrack());
    const output = new Output({ format: new WebMOutputFormat(), target: new FilePathTarget(outPath) });
    const video = videoConfig ? new EncodedVideoPacketSource('vp8') : null;
    const audio = audioConfig ? new EncodedAudioPacketSource('opus') : null;
    if (video) output.addVideoTrack(video);
    if (audio) output.addAudioTrack(audio);
    await output.start();
    try {
      let videoMeta = videoConfig ? { decoderConfig: videoConfig } : undefined;
      let audioMeta = audioConfig ? { decoderConfig: audioConfig } : undefined;
      const addVideo = forward(async (p: EncodedPacket) => {
        await video!.add(p, videoMeta);
        videoMeta = undefined;
      });
      const addAudio = forward(async (p: EncodedPacket) => {
        await audio!.add(p, audioMeta);
        audioMeta = undefined;
      });

      for (const [index, input] of inputs.entries()) {
        const offsetS = segments[index].offsetS;
        const lanes: Lane[] = [];
        const videoTrack = video ? await input.getPrimaryVideoTrack() : null;
        const audioTrack = audio ? await input.getPrimaryAudioTrack() : null;
        if (videoTrack) lanes.push({ packets: new EncodedPacketSink(videoTrack).packets(), next: null, offsetS, add: addVideo });
        if (audioTrack) lanes.push({ packets: new EncodedPacketSink(audioTrack).packets(), next: null, offsetS, add: addAudio });
        await copyInterleaved(lanes);
      }
      await output.finalize();
    } catch (error) {
      // Closes the half-written file before the caller falls back to the live one.
      await output.cancel().catch(() => undefined);
      throw error;
    }
  } finally {
    for (const input of inputs) input.dispose();
  }
}

/** Copies the lanes' packets in time order, so the muxer never has to hold one track back for long. */
async function copyInterleaved(lanes: Lane[]): Promise<void> {
  for (const lane of lanes) lane.next = (await lane.packets.next()).value ?? null;
  for (;;) {
    const ready = lanes.filter((l) => l.next);
    if (ready.length === 0) return;
    const lane = ready.reduce((a, b) => (b.next!.timestamp < a.next!.timestamp ? b : a));
    const packet = lane.next!;
    await lane.add(packet.clone({ timestamp: Math.max(0, packet.timestamp + lane.offsetS) }));
    lane.next = (await lane.packets.next()).value ?? null;
  }
}
