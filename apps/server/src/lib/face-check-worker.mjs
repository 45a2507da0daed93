// The face models run here, on a worker thread, so a check never blocks the server's event loop. Plain
// JavaScript: a worker is started by Node itself, with or without the TypeScript loader. Models and the
// WebAssembly binary are read from node_modules; nothing is ever fetched.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { parentPort } from "node:worker_threads";
import sharp from "sharp";
import { loadTensorFlow, wasmDirectory } from "./tensorflow.mjs";

const require = createRequire(import.meta.url);
/** A package's folder, found as Node would find it (@vladmandic/human does not export its package.json). */
function packageDir(name) {
  const found = require.resolve
    .paths(name)
    ?.map((dir) => join(dir, name))
    .find((dir) => existsSync(join(dir, "package.json")));
  if (!found) throw new Error(`${name} is not installed`);
  return found;
}
const humanRoot = packageDir("@vladmandic/human");
const modelDir = join(humanRoot, "models");
/** Model addresses use this scheme; the loader below answers them from the package's files. */
const SCHEME = "bundled://";
/** Stills and photos are shrunk to this longest side before detection: ample for a face, bounded work. */
const LONGEST_SIDE = 720;

sharp.concurrency(1);

let ready;

/** tfjs can't read file paths in Node without tfjs-node; this IO handler hands it the model's own files. */
function bundledModel(url) {
  const name = url.slice(SCHEME.length).replace(/\.json$/, "");
  return {
    async load() {
      const manifest = JSON.parse(await readFile(join(modelDir, `${name}.json`), "utf8"));
      const weightSpecs = [];
      const buffers = [];
      for (const group of manifest.weightsManifest) {
        weightSpecs.push(...group.weights);
        for (const path of group.paths) buffers.push(await readFile(join(modelDir, path)));
      }
      const weights = Buffer.concat(buffers);
      return {
        modelTopology: manifest.modelTopology,
        format: manifest.format,
        generatedBy: manifest.generatedBy,
        convertedBy: manifest.convertedBy,
        signature: manifest.signature,
        userDefinedMetadata: manifest.userDefinedMetadata,
        modelInitializer: manifest.modelInitializer,
        weightSpecs,
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      };
    },
  };
}

async function start() {
  const startedAt = performance.now();
  const heapBefore = process.memoryUsage();
  const tf = await loadTensorFlow();
  // The package's exports map leaves out its node-wasm build, so it is loaded by its file path.
  const { Human } = require(join(humanRoot, "dist/human.node-wasm.js"));
  tf.io.registerLoadRouter((url) => (typeof url === "string" && url.startsWith(SCHEME) ? bundledModel(url) : null));
  const human = new Human({
    backend: "wasm",
    // Human sets the backend up again on its first load; the same folder keeps that a no-op.
    wasmPath: wasmDirectory,
    modelBasePath: SCHEME,
    cacheModels: false,
    debug: false,
    async: false,
    warmup: "none",
    filter: { enabled: false },
    gesture: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
    face: {
      enabled: true,
      detector: { rotation: true, maxDetected: 3, minConfidence: 0.5, skipFrames: 0, skipTime: 0, return: false },
      mesh: { enabled: true },
      attention: { enabled: false },
      iris: { enabled: false },
      emotion: { enabled: false },
      description: { enabled: true, skipFrames: 0, skipTime: 0 },
      antispoof: { enabled: true, skipFrames: 0, skipTime: 0 },
      liveness: { enabled: true, skipFrames: 0, skipTime: 0 },
    },
  });
  await human.load();
  await human.tf.ready();
  const heapAfter = process.memoryUsage();
  return {
    human,
    loadMs: performance.now() - startedAt,
    // WebAssembly memory and model weights live outside the JS heap: rss is the honest figure.
    memoryBytes: Math.max(0, heapAfter.rss - heapBefore.rss),
    backend: human.tf.getBackend(),
  };
}

async function analyse(image) {
  const { human } = await ready;
  const { data, info } = await sharp(Buffer.from(image), { limitInputPixels: 25_000_000 })
    .rotate()
    .removeAlpha()
    .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const tensor = human.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], "int32");
  const expanded = human.tf.expandDims(tensor, 0);
  try {
    const result = await human.detect(expanded);
    return result.face.map((face) => ({
      score: face.score,
      size: Math.min(face.box[2], face.box[3]),
      rotationYaw: face.rotation?.angle?.yaw ?? 0,
      real: face.real ?? 0,
      live: face.live ?? 0,
      embedding: face.embedding ? Array.from(face.embedding) : [],
    }));
  } finally {
    human.tf.dispose([tensor, expanded]);
  }
}

parentPort.on("message", async (message) => {
  try {
    if (message.type === "start") {
      ready ??= start();
      const { loadMs, memoryBytes, backend } = await ready;
      parentPort.postMessage({ id: message.id, ok: true, value: { loadMs, memoryBytes, backend } });
      return;
    }
    ready ??= start();
    const value = [];
    for (const image of message.images) value.push(await analyse(image));
    parentPort.postMessage({ id: message.id, ok: true, value });
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, error: String(error?.stack ?? error) });
  }
});
