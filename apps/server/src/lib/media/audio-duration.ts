/**
 * Reads what a recorded audio file is and how long it plays from its bytes alone, never from what the browser
 * said: WebM (Matroska; Chromium and Firefox's MediaRecorder) and MP4/M4A (ISO BMFF; Safari's MediaRecorder).
 *
 * WebM: MediaRecorder writes no Duration element and leaves the Segment and its Clusters of unknown size, so
 * the reader walks the elements in order (entering Segment, Info, Tracks, Cluster and BlockGroup rather than
 * skipping them) and takes the end of the last block: cluster timecode + block timecode, times TimecodeScale,
 * plus the last block's own length (BlockDuration, the track's DefaultDuration, or the frames in an Opus packet).
 * A Duration element, when present, can only lengthen the answer, so a forged short one changes nothing.
 *
 * MP4: the movie header's duration (`mvhd`), or, for a fragmented file (`mvhd` duration 0), the end of the
 * last fragment of the sound track (`tfdt` base time + its samples' durations in the track's timescale).
 *
 * Also `stripAudioMetadata`: titles, dates, tags, chapters and attachments are overwritten in place (EBML Void
 * elements in WebM, `free` boxes in MP4), so every offset in the file (cues, chunk offsets) stays right.
 */

export type AudioContainer = "webm" | "mp4";

export interface AudioDuration {
  container: AudioContainer;
  durationSeconds: number;
}

/** Why a file could not be read, in words fit for the member. */
export class AudioFileError extends Error {
  constructor(
    readonly reason: "not-audio" | "unreadable",
    message: string,
  ) {
    super(message);
    this.name = "AudioFileError";
  }
}

const unreadable = (detail: string) => new AudioFileError("unreadable", `We couldn't read that recording (${detail}).`);
const notAudio = () =>
  new AudioFileError("not-audio", "That file is not an audio recording. Record a WebM or MP4 (M4A) voice prompt.");

/** The container, from the file's first bytes; null when it is neither. */
export function sniffAudioContainer(buffer: Uint8Array): AudioContainer | null {
  if (buffer.length >= 4 && buffer[0] === 0x1a && buffer[1] === 0x45 && buffer[2] === 0xdf && buffer[3] === 0xa3)
    return "webm";
  if (buffer.length >= 8 && ascii(buffer, 4, 4) === "ftyp") return "mp4";
  return null;
}

/** Any other failure (a field read past the end of a damaged file) is an unreadable file, never a crash. */
function guarded<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof AudioFileError) throw error;
    throw unreadable("a damaged structure");
  }
}

export function readAudioDuration(buffer: Uint8Array): AudioDuration {
  const container = sniffAudioContainer(buffer);
  if (container === "webm") return { container, durationSeconds: guarded(() => readWebmDuration(buffer)) };
  if (container === "mp4") return { container, durationSeconds: guarded(() => readMp4Duration(buffer)) };
  throw notAudio();
}

/** A copy of the file with its metadata overwritten in place (same length, same offsets). */
export function stripAudioMetadata(buffer: Uint8Array): Buffer {
  const copy = Buffer.from(buffer);
  const container = sniffAudioContainer(copy);
  if (container === "webm") guarded(() => stripWebm(copy));
  else if (container === "mp4") guarded(() => stripMp4(copy));
  else throw notAudio();
  return copy;
}

const ascii = (buffer: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...buffer.subarray(offset, offset + length));

// --- EBML (WebM) -----------------------------------------------------------------------------------------------

const EBML = {
  header: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  title: 0x7ba9,
  dateUtc: 0x4461,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  codecId: 0x86,
  defaultDuration: 0x23e383,
  trackName: 0x536e,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  blockDuration: 0x9b,
  cues: 0x1c53bb6b,
  tags: 0x1254c367,
  attachments: 0x1941a469,
  chapters: 0x1043a770,
  void: 0xec,
} as const;

/** Master elements the walk enters rather than skips; the others are read or skipped by their size. */
const ENTERED = new Set<number>([
  EBML.header,
  EBML.segment,
  EBML.info,
  EBML.tracks,
  EBML.trackEntry,
  EBML.cluster,
  EBML.blockGroup,
]);
/** Elements that say who, what or when, voided by `stripAudioMetadata`. */
const WEBM_METADATA = new Set<number>([
  EBML.title,
  EBML.dateUtc,
  EBML.trackName,
  EBML.tags,
  EBML.attachments,
  EBML.chapters,
]);

interface EbmlHeader {
  id: number;
  /** Where the element starts (its id). */
  start: number;
  /** Where its data starts. */
  dataStart: number;
  /** Null for an unknown size (all ones), which MediaRecorder writes for the Segment and Clusters. */
  size: number | null;
  idLength: number;
  sizeLength: number;
}

/** A variable-length integer's width from its first byte (1–8), or 0 for an invalid first byte. */
const vintWidth = (first: number) => (first === 0 ? 0 : Math.clz32(first) - 23);

function readElementHeader(buffer: Uint8Array, offset: number): EbmlHeader | null {
  const first = buffer[offset];
  if (first === undefined) return null;
  const idLength = vintWidth(first);
  if (idLength < 1 || idLength > 4 || offset + idLength > buffer.length) throw unreadable("a broken element id");
  let id = 0;
  for (let index = 0; index < idLength; index++) id = id * 256 + (buffer[offset + index] ?? 0);
  const sizeAt = offset + idLength;
  const sizeFirst = buffer[sizeAt];
  if (sizeFirst === undefined) throw unreadable("cut short");
  const sizeLength = vintWidth(sizeFirst);
  if (sizeLength < 1 || sizeAt + sizeLength > buffer.length) throw unreadable("a broken element size");
  let size = sizeFirst & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let index = 1; index < sizeLength; index++) {
    const byte = buffer[sizeAt + index] ?? 0;
    if (byte !== 0xff) allOnes = false;
    size = size * 256 + byte;
  }
  return {
    id,
    start: offset,
    dataStart: sizeAt + sizeLength,
    size: allOnes ? null : size,
    idLength,
    sizeLength,
  };
}

const readUint = (buffer: Uint8Array, start: number, size: number) => {
  let value = 0;
  for (let index = 0; index < size; index++) value = value * 256 + (buffer[start + index] ?? 0);
  return value;
};

const readFloat = (buffer: Uint8Array, start: number, size: number) => {
  const view = new DataView(buffer.buffer, buffer.byteOffset + start, size);
  if (size === 4) return view.getFloat32(0);
  if (size === 8) return view.getFloat64(0);
  return 0;
};

/** Calls `visit` for each element in file order, entering the master elements of `ENTERED`. */
function walkEbml(buffer: Uint8Array, visit: (element: EbmlHeader) => void) {
  let offset = 0;
  while (offset < buffer.length) {
    const element = readElementHeader(buffer, offset);
    if (!element) break;
    visit(element);
    if (ENTERED.has(element.id)) {
      offset = element.dataStart;
      continue;
    }
    if (element.size === null) throw unreadable("an element of unknown size");
    // A recording still being written may end mid-element: what was read so far stands.
    offset = element.dataStart + element.size;
  }
}

/** Milliseconds of audio in one Opus packet, from its table-of-contents byte (RFC 6716, 3.1). */
export function opusPacketMs(packet: Uint8Array): number {
  const toc = packet[0];
  if (toc === undefined) return 0;
  const config = toc >> 3;
  const frameMs =
    config < 12 ? [10, 20, 40, 60][config % 4] : config < 16 ? [10, 20][config % 2] : [2.5, 5, 10, 20][config % 4];
  const code = toc & 3;
  const frames = code === 0 ? 1 : code < 3 ? 2 : (packet[1] ?? 0) & 0x3f;
  return (frameMs ?? 0) * frames;
}

function readWebmDuration(buffer: Uint8Array): number {
  let docType: string | null = null;
  let timecodeScale = 1_000_000;
  let declaredDuration = 0;
  let clusterTimecode = 0;
  let sawSegment = false;
  let lastTrack: { number: number; type: number; codec: string; defaultDuration: number } | null = null;
  const tracks: { number: number; type: number; codec: string; defaultDuration: number }[] = [];
  /** In nanoseconds: the latest end of a block seen so far. */
  let endNs = 0;
  let pendingBlock: { startTicks: number; ns: number } | null = null;

  const blockEnd = (dataStart: number, size: number, explicitTicks: number | null) => {
    const trackWidth = vintWidth(buffer[dataStart] ?? 0);
    if (trackWidth < 1 || size < trackWidth + 3) throw unreadable("a broken block");
    const trackNumber = readUint(buffer, dataStart, trackWidth) - 2 ** (7 * trackWidth);
    const relative = new DataView(buffer.buffer, buffer.byteOffset + dataStart + trackWidth, 2).getInt16(0);
    const startTicks = clusterTimecode + relative;
    const track = tracks.find((entry) => entry.number === trackNumber);
    let lengthNs = 0;
    if (explicitTicks !== null) lengthNs = explicitTicks * timecodeScale;
    else if (track?.defaultDuration) lengthNs = track.defaultDuration;
    else if (track?.codec === "A_OPUS") {
      const flags = buffer[dataStart + trackWidth + 2] ?? 0;
      // Laced blocks hold several packets; the first one's length stands for each (MediaRecorder never laces).
      const lacing = (flags >> 1) & 3;
      const frames = lacing === 0 ? 1 : (buffer[dataStart + trackWidth + 3] ?? 0) + 1;
      const packetAt = dataStart + trackWidth + 3 + (lacing === 0 ? 0 : 1);
      lengthNs = opusPacketMs(buffer.subarray(packetAt, dataStart + size)) * frames * 1_000_000;
    }
    return { startTicks, ns: startTicks * timecodeScale + lengthNs };
  };

  walkEbml(buffer, (element) => {
    const { id, dataStart, size } = element;
    const known = size ?? 0;
    if (dataStart + known > buffer.length && !ENTERED.has(id)) return; // cut short: ignore the torn element
    switch (id) {
      case EBML.docType:
        docType = ascii(buffer, dataStart, known).replace(/\0+$/, "");
        break;
      case EBML.segment:
        sawSegment = true;
        break;
      case EBML.timecodeScale:
        timecodeScale = readUint(buffer, dataStart, known) || 1_000_000;
        break;
      case EBML.duration:
        declaredDuration = readFloat(buffer, dataStart, known);
        break;
      case EBML.trackEntry:
        lastTrack = { number: 0, type: 0, codec: "", defaultDuration: 0 };
        tracks.push(lastTrack);
        break;
      case EBML.trackNumber:
        if (lastTrack) lastTrack.number = readUint(buffer, dataStart, known);
        break;
      case EBML.trackType:
        if (lastTrack) lastTrack.type = readUint(buffer, dataStart, known);
        break;
      case EBML.codecId:
        if (lastTrack) lastTrack.codec = ascii(buffer, dataStart, known).replace(/\0+$/, "");
        break;
      case EBML.defaultDuration:
        if (lastTrack) lastTrack.defaultDuration = readUint(buffer, dataStart, known);
        break;
      case EBML.cluster:
        clusterTimecode = 0;
        break;
      case EBML.timecode:
        clusterTimecode = readUint(buffer, dataStart, known);
        break;
      case EBML.simpleBlock:
        endNs = Math.max(endNs, blockEnd(dataStart, known, null).ns);
        break;
      case EBML.blockGroup:
        pendingBlock = null;
        break;
      case EBML.block: {
        pendingBlock = blockEnd(dataStart, known, null);
        endNs = Math.max(endNs, pendingBlock.ns);
        break;
      }
      case EBML.blockDuration:
        if (pendingBlock) {
          const ticks = readUint(buffer, dataStart, known);
          endNs = Math.max(endNs, (pendingBlock.startTicks + ticks) * timecodeScale);
        }
        break;
    }
  });

  if (docType !== "webm" && docType !== "matroska") throw notAudio();
  if (!sawSegment) throw unreadable("no segment");
  if (tracks.length === 0 || tracks.some((track) => track.type !== 2)) throw notAudio();
  const seconds = Math.max(endNs / 1e9, (declaredDuration * timecodeScale) / 1e9);
  if (!Number.isFinite(seconds)) throw unreadable("no length");
  return seconds;
}

/** Overwrites each metadata element with a Void element of exactly its length. */
function stripWebm(buffer: Buffer) {
  walkEbml(buffer, (element) => {
    if (!WEBM_METADATA.has(element.id) || element.size === null) return;
    const end = element.dataStart + element.size;
    if (end > buffer.length) return;
    const total = end - element.start;
    // The Void's size field takes the width of the old id and size, less the Void's one-byte id.
    let width = Math.min(8, element.idLength + element.sizeLength - 1);
    let dataSize = total - 1 - width;
    if (dataSize >= 2 ** (7 * width) - 1) {
      width = 8;
      dataSize = total - 9;
    }
    buffer.fill(0, element.start, end);
    buffer[element.start] = EBML.void;
    let remaining = dataSize;
    for (let index = width - 1; index >= 0; index--) {
      buffer[element.start + 1 + index] = remaining % 256;
      remaining = Math.floor(remaining / 256);
    }
    buffer[element.start + 1] = (buffer[element.start + 1] ?? 0) | (0x80 >> (width - 1));
  });
}

// --- ISO BMFF (MP4, M4A) ---------------------------------------------------------------------------------------

interface Box {
  type: string;
  start: number;
  dataStart: number;
  end: number;
}

/** The boxes directly inside `[start, end)`. */
function childBoxes(buffer: Uint8Array, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.length);
  let offset = start;
  while (offset + 8 <= end) {
    let size = view.getUint32(offset);
    const type = ascii(buffer, offset + 4, 4);
    let dataStart = offset + 8;
    if (size === 1) {
      if (offset + 16 > end) throw unreadable("a broken box");
      size = Number(view.getBigUint64(offset + 8));
      dataStart = offset + 16;
    } else if (size === 0) size = end - offset;
    if (size < dataStart - offset) throw unreadable("a broken box");
    boxes.push({ type, start: offset, dataStart, end: Math.min(offset + size, end) });
    offset += size;
  }
  return boxes;
}

const child = (buffer: Uint8Array, parent: Box, type: string) =>
  childBoxes(buffer, parent.dataStart, parent.end).find((box) => box.type === type);

/** A full box's version byte, then its (32- or 64-bit) fields after the flags. */
function fullBoxFields(buffer: Uint8Array, box: Box) {
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.length);
  const version = buffer[box.dataStart] ?? 0;
  const at = box.dataStart + 4;
  if (at + (version === 1 ? 28 : 16) > box.end) throw unreadable("a short header");
  return { view, version, at };
}

/** mvhd and mdhd: creation, modification, timescale, duration. */
function timescaleAndDuration(buffer: Uint8Array, box: Box) {
  const { view, version, at } = fullBoxFields(buffer, box);
  if (version === 1) return { timescale: view.getUint32(at + 16), duration: Number(view.getBigUint64(at + 20)) };
  return { timescale: view.getUint32(at + 8), duration: view.getUint32(at + 12) };
}

function readMp4Duration(buffer: Uint8Array): number {
  const top = childBoxes(buffer, 0, buffer.length);
  const moov = top.find((box) => box.type === "moov");
  if (!moov) throw unreadable("no movie header");
  const mvhd = child(buffer, moov, "mvhd");
  if (!mvhd) throw unreadable("no movie header");
  const movie = timescaleAndDuration(buffer, mvhd);

  const traks = childBoxes(buffer, moov.dataStart, moov.end).filter((box) => box.type === "trak");
  const soundTracks: { id: number; timescale: number; duration: number }[] = [];
  for (const trak of traks) {
    const mdia = child(buffer, trak, "mdia");
    const hdlr = mdia && child(buffer, mdia, "hdlr");
    const mdhd = mdia && child(buffer, mdia, "mdhd");
    const tkhd = child(buffer, trak, "tkhd");
    if (!hdlr || !mdhd || !tkhd) throw unreadable("a broken track");
    if (ascii(buffer, hdlr.dataStart + 8, 4) !== "soun") throw notAudio();
    const { view, version, at } = fullBoxFields(buffer, tkhd);
    soundTracks.push({ id: view.getUint32(at + (version === 1 ? 16 : 8)), ...timescaleAndDuration(buffer, mdhd) });
  }
  if (soundTracks.length === 0) throw notAudio();

  let seconds = movie.timescale ? movie.duration / movie.timescale : 0;
  for (const track of soundTracks) if (track.timescale) seconds = Math.max(seconds, track.duration / track.timescale);

  // Fragments: each moof's sound track runs from its tfdt base time for the sum of its samples' durations.
  const mvex = child(buffer, moov, "mvex");
  const trexDefaults = new Map<number, number>();
  if (mvex) {
    for (const trex of childBoxes(buffer, mvex.dataStart, mvex.end).filter((box) => box.type === "trex")) {
      const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.length);
      trexDefaults.set(view.getUint32(trex.dataStart + 4), view.getUint32(trex.dataStart + 12));
    }
  }
  for (const moof of top.filter((box) => box.type === "moof")) {
    for (const traf of childBoxes(buffer, moof.dataStart, moof.end).filter((box) => box.type === "traf")) {
      const end = fragmentEnd(buffer, traf, trexDefaults);
      const track = soundTracks.find((entry) => entry.id === end.trackId);
      if (track?.timescale) seconds = Math.max(seconds, end.ticks / track.timescale);
    }
  }
  return seconds;
}

function fragmentEnd(buffer: Uint8Array, traf: Box, trexDefaults: Map<number, number>) {
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.length);
  const tfhd = child(buffer, traf, "tfhd");
  if (!tfhd) throw unreadable("a broken fragment");
  const tfhdFlags = view.getUint32(tfhd.dataStart) & 0xffffff;
  const trackId = view.getUint32(tfhd.dataStart + 4);
  let at = tfhd.dataStart + 8;
  if (tfhdFlags & 0x1) at += 8; // base data offset
  if (tfhdFlags & 0x2) at += 4; // sample description index
  let defaultDuration = trexDefaults.get(trackId) ?? 0;
  if (tfhdFlags & 0x8) defaultDuration = view.getUint32(at);

  const tfdt = child(buffer, traf, "tfdt");
  let ticks = 0;
  if (tfdt) {
    const version = buffer[tfdt.dataStart] ?? 0;
    ticks = version === 1 ? Number(view.getBigUint64(tfdt.dataStart + 4)) : view.getUint32(tfdt.dataStart + 4);
  }
  for (const trun of childBoxes(buffer, traf.dataStart, traf.end).filter((box) => box.type === "trun")) {
    const flags = view.getUint32(trun.dataStart) & 0xffffff;
    const count = view.getUint32(trun.dataStart + 4);
    let offset = trun.dataStart + 8;
    if (flags & 0x1) offset += 4; // data offset
    if (flags & 0x4) offset += 4; // first sample flags
    const perSample =
      (flags & 0x100 ? 4 : 0) + (flags & 0x200 ? 4 : 0) + (flags & 0x400 ? 4 : 0) + (flags & 0x800 ? 4 : 0);
    if (offset + count * perSample > trun.end) throw unreadable("a broken fragment");
    for (let sample = 0; sample < count; sample++) {
      ticks += flags & 0x100 ? view.getUint32(offset) : defaultDuration;
      offset += perSample;
    }
  }
  return { trackId, ticks };
}

/** Metadata boxes become `free` boxes of the same size; the movie and track dates are zeroed. */
function stripMp4(buffer: Buffer) {
  const METADATA = new Set(["udta", "meta", "uuid", "ilst", "XMP_"]);
  const visit = (start: number, end: number) => {
    for (const box of childBoxes(buffer, start, end)) {
      if (METADATA.has(box.type)) {
        buffer.write("free", box.start + 4, "latin1");
        buffer.fill(0, box.dataStart, box.end);
      } else if (box.type === "moov" || box.type === "trak" || box.type === "mdia") {
        visit(box.dataStart, box.end);
      } else if (box.type === "mvhd" || box.type === "tkhd" || box.type === "mdhd") {
        const dates = (buffer[box.dataStart] ?? 0) === 1 ? 16 : 8;
        buffer.fill(0, box.dataStart + 4, Math.min(box.end, box.dataStart + 4 + dates));
      }
    }
  };
  visit(0, buffer.length);
}
