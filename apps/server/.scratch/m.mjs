import { writeFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import sharp from "sharp";

const w = new Worker("/work/wt-31/apps/server/src/lib/face-check-worker.mjs");
let n = 0;
const pending = new Map();
w.on("message", (m) => {
  pending.get(m.id)(m);
});
const call = (msg) =>
  new Promise((r) => {
    const id = ++n;
    pending.set(id, r);
    w.postMessage({ ...msg, id });
  });
const F = "/work/wt-31/node_modules/@vladmandic/human/assets/screenshot-facematch.jpg";
const sim = (a, b) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] - b[i]) ** 2;
  const d = Math.round(100 * 25 * s) / 100;
  const root = Math.sqrt(d);
  return Math.max(0, Math.min(1, (1 - root / 100 - 0.2) / 0.6));
};
const step = 1920 / 18;
const tile = (row, i) =>
  sharp(F)
    .extract({
      left: Math.round(i * step) + 2,
      top: Math.round(284 + row * 110.5),
      width: Math.round(step) - 4,
      height: 88,
    })
    .resize(320, 320)
    .png()
    .toBuffer();
async function turn(buf, ratio) {
  const cut = 160;
  const a = Math.round(320 * ratio);
  const L = await sharp(buf)
    .extract({ left: 0, top: 0, width: cut, height: 320 })
    .resize(a, 320, { fit: "fill" })
    .toBuffer();
  const R = await sharp(buf)
    .extract({ left: cut, top: 0, width: 320 - cut, height: 320 })
    .resize(320 - a, 320, { fit: "fill" })
    .toBuffer();
  return sharp({ create: { width: 320, height: 320, channels: 3, background: "#000" } })
    .composite([
      { input: L, left: 0, top: 0 },
      { input: R, left: a, top: 0 },
    ])
    .png()
    .toBuffer();
}
const c1 = await tile(0, 1),
  c0 = await tile(0, 0),
  other = await tile(2, 11),
  other2 = await tile(1, 12);
const selected = await sharp(F)
  .extract({ left: 0, top: 24, width: 171, height: 166 })
  .resize(320, 320)
  .png()
  .toBuffer();
const left = await turn(c1, 0.7);
const right = await sharp(left).flop().png().toBuffer();
const two = await sharp({ create: { width: 640, height: 320, channels: 3, background: "#000" } })
  .composite([
    { input: c1, left: 0, top: 0 },
    { input: other, left: 320, top: 0 },
  ])
  .png()
  .toBuffer();
// photo of a photo: shrink, heavy jpeg, put on a "screen" with a bezel, slight blur, re-encode
const small = await sharp(c1).resize(200).jpeg({ quality: 35 }).toBuffer();
const pop = await sharp({ create: { width: 320, height: 320, channels: 3, background: "#202020" } })
  .composite([
    {
      input: await sharp(small).resize(240).modulate({ brightness: 1.15, saturation: 0.7 }).blur(0.8).toBuffer(),
      left: 40,
      top: 40,
    },
  ])
  .jpeg({ quality: 50 })
  .toBuffer();
const pop2 = await sharp(await sharp(c1).resize(160).jpeg({ quality: 40 }).toBuffer())
  .resize(320)
  .jpeg({ quality: 50 })
  .toBuffer();
const imgs = { c1, c0, selected, left, right, other, other2, two, pop, pop2 };
for (const [k, v] of Object.entries(imgs)) writeFileSync(`/tmp/fx/t-${k}.png`, await sharp(v).png().toBuffer());
await call({ type: "start" });
const names = Object.keys(imgs);
const t0 = performance.now();
const r = await call({ type: "analyse", images: Object.values(imgs).map((b) => Uint8Array.from(b).buffer) });
console.log("ms each", (performance.now() - t0) / names.length);
const ref = r.value[0][0].embedding;
r.value.forEach((faces, i) =>
  console.log(
    names[i],
    faces.length,
    faces
      .map(
        (f) =>
          `score ${f.score} size ${f.size} yaw ${(f.rotationYaw * 57.3).toFixed(0)} real ${f.real} live ${f.live} simC1 ${sim(ref, f.embedding).toFixed(2)} simSel ${sim(r.value[2][0].embedding, f.embedding).toFixed(2)}`,
      )
      .join(" | "),
  ),
);
await w.terminate();
