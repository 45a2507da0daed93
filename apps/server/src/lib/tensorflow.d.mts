/**
 * The WebAssembly backend's folder inside node_modules (ending in a separator): its .wasm files are read from
 * there, never fetched.
 */
export declare const wasmDirectory: string;

/**
 * TensorFlow.js on its WebAssembly backend, ready to use. Set up once per thread (the main thread and the
 * face-check worker each have their own); later calls answer the same promise. The core namespace: chained
 * methods such as `tensor.sum()` exist only once `@tensorflow/tfjs` itself is loaded (nsfwjs loads it).
 */
export declare function loadTensorFlow(): Promise<typeof import("@tensorflow/tfjs-core")>;
