// Plain JavaScript so the face-check worker, which Node starts without the TypeScript loader, can import it too.
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const wasmFile = require.resolve("@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm");
export const wasmDirectory = `${path.dirname(wasmFile)}${path.sep}`;

/** @type {Promise<typeof import("@tensorflow/tfjs-core")> | undefined} */
let loading;

async function start() {
  // require, not import(): Node's ES-module wrapper around these large CommonJS bundles costs about 0.3 s and
  // 15 MB more, for the same module.
  const tf = require("@tensorflow/tfjs-core");
  const wasm = require("@tensorflow/tfjs-backend-wasm");
  wasm.setWasmPaths(wasmDirectory);
  await tf.setBackend("wasm");
  await tf.ready();
  return tf;
}

export function loadTensorFlow() {
  if (!loading) {
    loading = start();
    // A failed start is tried afresh by the next caller rather than remembered.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
