import sharp from "sharp";
import { loadTensorFlow } from "../tensorflow.mjs";

/** The model's input: a square of this many pixels a side. */
const INPUT_SIZE = 224;

type Classifier = (pixels: Buffer) => Promise<number>;
let loading: Promise<Classifier> | null = null;

/**
 * Loads TensorFlow.js on its WebAssembly backend and nsfwjs's MobileNetV2 model, once per process. The model
 * ships inside the nsfwjs package as JavaScript bundles that nsfwjs reads through an in-memory IO handler, and
 * the backend's .wasm files are read from node_modules (`../tensorflow.mjs`): nothing is fetched from outside.
 */
async function loadClassifier(): Promise<Classifier> {
  const tf = await loadTensorFlow();
  const nsfwjs = await import("nsfwjs");
  // nsfwjs announces the model it loads on the console; the server's log says what it needs to.
  const info = console.info;
  console.info = () => {};
  const model = await nsfwjs.load("MobileNetV2", { size: INPUT_SIZE }).finally(() => {
    console.info = info;
  });
  return async (pixels) => {
    const image = tf.tidy(() => tf.tensor3d(new Uint8Array(pixels), [INPUT_SIZE, INPUT_SIZE, 3], "int32"));
    try {
      const predictions = await model.classify(image);
      const probability = (name: string) => predictions.find((p) => p.className === name)?.probability ?? 0;
      // Pornographic photographs and drawings count in full; suggestive ones ("Sexy") do not reach the partner
      // blurred on their own.
      return probability("Porn") + probability("Hentai");
    } finally {
      image.dispose();
    }
  };
}

/** Starts loading the model without waiting for it (the first chat photo would otherwise wait about 4 s). */
export function prepareNudityCheck() {
  loading ??= loadClassifier();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * How likely the picture is to be explicit, from 0 to 1: the model's probability that it is pornographic (a
 * photograph or a drawing). The picture is any image the image library reads (the processed photo).
 */
export async function nudityScore(image: Buffer): Promise<number> {
  const classify = await prepareNudityCheck();
  const pixels = await sharp(image)
    .removeAlpha()
    .resize(INPUT_SIZE, INPUT_SIZE, { fit: "fill" })
    .toColourspace("srgb")
    .raw()
    .toBuffer();
  return classify(pixels);
}
