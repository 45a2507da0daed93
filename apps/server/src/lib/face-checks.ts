import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { imageWork } from "./queue.ts";

/**
 * Face checks for photo verification: `@vladmandic/human` (detector, mesh, descriptor, anti-spoofing and
 * liveness models shipped inside the package) on TensorFlow.js's WebAssembly backend, on one worker thread so
 * inference never blocks the event loop. The models load once, on first use; every check goes through
 * `imageWork`, the queue photo decoding uses, so at most one image job runs at a time and the other core stays
 * free for everyone else's requests.
 */

export interface FaceReading {
  /** Detection confidence, 0–1. */
  score: number;
  /** The face box's shorter side, in pixels of the image as analysed (at most 720 px on its longest side). */
  size: number;
  /** Head yaw in radians from the face mesh: negative when the head is turned to the person's own left. */
  rotationYaw: number;
  /** Anti-spoofing: how sure the model is that this is a real face, not a picture of one (0–1). */
  real: number;
  /** Liveness: how sure the model is that the face is live (0–1). */
  live: number;
  /** The face descriptor: 1024 numbers, compared with `faceSimilarity`. */
  embedding: number[];
}

export interface FaceModelStats {
  loadMs: number;
  memoryBytes: number;
  backend: string;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let started: Promise<FaceModelStats> | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function ensureWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(fileURLToPath(new URL("./face-check-worker.mjs", import.meta.url)));
  created.unref();
  created.on("message", (message: { id: number; ok: boolean; value?: unknown; error?: string }) => {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) waiting?.resolve(message.value);
    else waiting?.reject(new Error(message.error ?? "face check failed"));
  });
  const fail = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    worker = null;
    started = null;
  };
  created.on("error", fail);
  created.on("exit", (code) => fail(new Error(`face check worker stopped (${code})`)));
  worker = created;
  return created;
}

function call<T>(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> {
  const target = ensureWorker();
  nextId += 1;
  const id = nextId;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    target.postMessage({ ...message, id }, transfer);
  });
}

/** Loads the models (once); later calls answer at once with how long that took and the memory it took. */
export function loadFaceModels(): Promise<FaceModelStats> {
  started ??= call<FaceModelStats>({ type: "start" });
  return started;
}

/**
 * Runs `work` holding one place in the image queue (which refuses with 503 when too many already wait), with
 * `read` answering the faces in one image at a time: a check can stop at the first still that settles it.
 * Images are decoded, turned upright and shrunk on the worker.
 */
export async function withFaceReader<T>(work: (read: (image: Buffer) => Promise<FaceReading[]>) => Promise<T>) {
  return imageWork.run(async () => {
    await loadFaceModels();
    return work(async (image) => {
      const copy = Uint8Array.from(image).buffer;
      const [faces] = await call<FaceReading[][]>({ type: "analyse", images: [copy] }, [copy]);
      return faces ?? [];
    });
  });
}

/** The faces in each image, in order, in one turn of the queue. */
export function readFaces(images: Buffer[]): Promise<FaceReading[][]> {
  return withFaceReader(async (read) => {
    const readings: FaceReading[][] = [];
    for (const image of images) readings.push(await read(image));
    return readings;
  });
}

/** Stops the worker (tests and shutdown); the next check starts it again. */
export async function stopFaceModels() {
  const current = worker;
  worker = null;
  started = null;
  if (current) await current.terminate();
}

/**
 * How alike two descriptors are, 0–1: the library's own measure (Euclidean distance, scaled and clamped as its
 * `match.similarity` does), so its published figures apply.
 */
export function faceSimilarity(first: ArrayLike<number>, second: ArrayLike<number>): number {
  if (first.length === 0 || first.length !== second.length) return 0;
  let sum = 0;
  for (let index = 0; index < first.length; index++) {
    const difference = (first[index] ?? 0) - (second[index] ?? 0);
    sum += difference * difference;
  }
  const distance = Math.round(100 * 25 * sum) / 100;
  if (distance === 0) return 1;
  const normalised = (1 - Math.sqrt(distance) / 100 - 0.2) / (0.8 - 0.2);
  return Math.max(0, Math.min(1, normalised));
}

/** A descriptor as stored (1024 float32 numbers, little-endian) and back. */
export function descriptorToBytes(embedding: number[]): Buffer {
  const bytes = Buffer.alloc(embedding.length * 4);
  for (const [index, value] of embedding.entries()) bytes.writeFloatLE(value, index * 4);
  return bytes;
}

export function descriptorFromBytes(bytes: Buffer): number[] {
  const values: number[] = [];
  for (let offset = 0; offset + 4 <= bytes.length; offset += 4) values.push(bytes.readFloatLE(offset));
  return values;
}
