/**
 * Recordings built byte by byte, as browsers' MediaRecorder writes them: WebM/Opus with an unknown-size Segment
 * and Clusters and no Duration (Chromium), and MP4/AAC, whole or fragmented (Safari).
 */

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, "latin1");

/** An EBML element: id bytes, a size (8-byte field, or unknown), data. */
function element(id: number, data: Buffer | null, options: { unknownSize?: boolean } = {}) {
  const idBytes: number[] = [];
  for (let value = id; value > 0; value = Math.floor(value / 256)) idBytes.unshift(value % 256);
  if (options.unknownSize)
    return Buffer.concat([
      bytes(...idBytes),
      bytes(0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff),
      data ?? Buffer.alloc(0),
    ]);
  const body = data ?? Buffer.alloc(0);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length));
  size[0] = (size[0] ?? 0) | 0x01;
  return Buffer.concat([bytes(...idBytes), size, body]);
}

const uint = (id: number, value: number) => {
  const data = Buffer.alloc(4);
  data.writeUInt32BE(value);
  return element(id, data);
};

export interface WebmOptions {
  /** How long the recording plays. */
  seconds: number;
  /** Opus packet length in milliseconds (20 in Chromium). */
  packetMs?: number;
  /** Milliseconds per cluster (MediaRecorder starts a new one every few seconds). */
  clusterMs?: number;
  /** Bytes of audio per packet (to build an oversized file). */
  packetBytes?: number;
  /** A Duration element in the Info, as a player that wrote one would (in milliseconds). */
  declaredMs?: number;
  title?: string;
  /** A video track beside the sound, as a screen recording would have. */
  withVideo?: boolean;
  /** Tags, as an editing tool would leave them. */
  tags?: string;
}

/** Opus TOC byte for one CELT full-band frame of 20 ms (config 31) or 10 ms (config 30). */
const opusToc = (packetMs: number) => ((packetMs === 10 ? 30 : 31) << 3) | 0;

export function webmRecording(options: WebmOptions): Buffer {
  const packetMs = options.packetMs ?? 20;
  const clusterMs = options.clusterMs ?? 5_000;
  const header = element(0x1a45dfa3, Buffer.concat([uint(0x4286, 1), element(0x4282, text("webm")), uint(0x4287, 4)]));
  const infoParts = [uint(0x2ad7b1, 1_000_000), element(0x4d80, text("Chrome")), element(0x5741, text("Chrome"))];
  if (options.title) infoParts.push(element(0x7ba9, text(options.title)));
  if (options.declaredMs !== undefined) {
    const duration = Buffer.alloc(8);
    duration.writeDoubleBE(options.declaredMs);
    infoParts.push(element(0x4489, duration));
  }
  const audioTrack = element(
    0xae,
    Buffer.concat([
      uint(0xd7, 1),
      uint(0x73c5, 1),
      uint(0x83, 2),
      element(0x86, text("A_OPUS")),
      element(0x536e, text("Mic of Ada")),
    ]),
  );
  const videoTrack = element(
    0xae,
    Buffer.concat([uint(0xd7, 2), uint(0x73c5, 2), uint(0x83, 1), element(0x86, text("V_VP8"))]),
  );
  const tracks = element(0x1654ae6b, Buffer.concat(options.withVideo ? [audioTrack, videoTrack] : [audioTrack]));
  const clusters: Buffer[] = [];
  const totalMs = Math.round(options.seconds * 1000);
  for (let clusterStart = 0; clusterStart < totalMs; clusterStart += clusterMs) {
    const blocks: Buffer[] = [uint(0xe7, clusterStart)];
    for (let at = clusterStart; at < Math.min(totalMs, clusterStart + clusterMs); at += packetMs) {
      const relative = Buffer.alloc(2);
      relative.writeInt16BE(at - clusterStart);
      const payload = Buffer.alloc(options.packetBytes ?? 3, 0x55);
      payload[0] = opusToc(packetMs);
      blocks.push(element(0xa3, Buffer.concat([bytes(0x81), relative, bytes(0x80), payload])));
    }
    clusters.push(element(0x1f43b675, Buffer.concat(blocks), { unknownSize: true }));
  }
  const segmentParts = [element(0x1549a966, Buffer.concat(infoParts)), tracks, ...clusters];
  if (options.tags) segmentParts.push(element(0x1254c367, element(0x7373, element(0x45a3, text(options.tags)))));
  return Buffer.concat([header, element(0x18538067, Buffer.concat(segmentParts), { unknownSize: true })]);
}

/** An ISO BMFF box. */
function box(type: string, ...children: Buffer[]) {
  const body = Buffer.concat(children);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 8);
  return Buffer.concat([size, text(type), body]);
}

const u32 = (...values: number[]) => {
  const data = Buffer.alloc(4 * values.length);
  for (const [index, value] of values.entries()) data.writeUInt32BE(value, index * 4);
  return data;
};

export interface Mp4Options {
  seconds: number;
  /** Safari writes fragments (moof/mdat) with a zero duration in the movie header. */
  fragmented?: boolean;
  /** The kind of track: sound, or a video ("vide"). */
  handler?: "soun" | "vide";
  title?: string;
}

export function mp4Recording(options: Mp4Options): Buffer {
  const timescale = 48_000;
  const samples = Math.round((options.seconds * timescale) / 1024);
  const ticks = samples * 1024;
  const movieDuration = options.fragmented ? 0 : Math.round(options.seconds * 1000);
  const trackDuration = options.fragmented ? 0 : ticks;
  // version 0: flags, creation, modification, timescale, duration, then rate, volume and the rest (zeros)
  const mvhd = box("mvhd", u32(0, 0xaaaa, 0xbbbb, 1000, movieDuration), Buffer.alloc(80));
  const tkhd = box("tkhd", u32(0x7, 0xaaaa, 0xbbbb, 1, 0, movieDuration), Buffer.alloc(60));
  const mdhd = box("mdhd", u32(0, 0xaaaa, 0xbbbb, timescale, trackDuration), Buffer.alloc(4));
  const hdlr = box("hdlr", u32(0, 0), text(options.handler ?? "soun"), Buffer.alloc(12), text("SoundHandler\0"));
  const trak = box("trak", tkhd, box("mdia", mdhd, hdlr, box("minf")));
  const udta = options.title ? box("udta", box("meta", u32(0), box("ilst", box("©nam", text(options.title))))) : null;
  const ftyp = box("ftyp", text("M4A "), u32(0), text("isomM4A "));
  if (!options.fragmented) {
    const moov = box("moov", ...[mvhd, trak, ...(udta ? [udta] : [])]);
    return Buffer.concat([ftyp, moov, box("mdat", Buffer.alloc(samples * 4, 0x21))]);
  }
  const mvex = box("mvex", box("trex", u32(0, 1, 1, 1024, 0, 0)));
  const moov = box("moov", ...[mvhd, trak, mvex, ...(udta ? [udta] : [])]);
  const fragments: Buffer[] = [];
  const perFragment = 47; // about a second each
  for (let first = 0, sequence = 1; first < samples; first += perFragment, sequence++) {
    const count = Math.min(perFragment, samples - first);
    const durations = Array.from({ length: count }, () => 1024);
    // Every other fragment leaves the samples' length to the track's default (trex).
    const trun = sequence % 2 === 0 ? box("trun", u32(0, count)) : box("trun", u32(0x000100, count), u32(...durations));
    const traf = box("traf", box("tfhd", u32(0x020000, 1)), box("tfdt", u32(0, first * 1024)), trun);
    fragments.push(box("moof", box("mfhd", u32(0, sequence)), traf), box("mdat", Buffer.alloc(count * 4, 0x21)));
  }
  return Buffer.concat([ftyp, moov, ...fragments]);
}
