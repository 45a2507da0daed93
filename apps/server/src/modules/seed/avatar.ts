import sharp from "sharp";
import type { Random } from "./random.ts";

const PALETTES = [
  ["#ec4899", "#8b5cf6"],
  ["#3b82f6", "#06b6d4"],
  ["#f97316", "#ef4444"],
  ["#10b981", "#3b82f6"],
  ["#a855f7", "#6366f1"],
  ["#f59e0b", "#ec4899"],
  ["#14b8a6", "#84cc16"],
] as const;

/** A portrait-shaped illustrated avatar drawn locally (no network, no fonts), as a JPEG. */
export function drawAvatar(random: Random): Promise<Buffer> {
  const [from, to] = random.pick(PALETTES);
  const skin = random.pick(["#f1c27d", "#e0ac69", "#c68642", "#8d5524", "#ffdbac"]);
  const hair = random.pick(["#2b1b0e", "#4a2c12", "#0f0f0f", "#6b4423", "#b55239"]);
  const shirt = random.pick(["#1f2937", "#f8fafc", "#0ea5e9", "#22c55e", "#e11d48", "#facc15"]);
  const hairHeight = random.int(40, 90);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="600" height="750" fill="url(#bg)"/>
    <circle cx="${random.int(60, 540)}" cy="${random.int(60, 300)}" r="${random.int(30, 90)}" fill="rgba(255,255,255,0.12)"/>
    <path d="M110 750 C130 560 470 560 490 750 Z" fill="${shirt}"/>
    <rect x="265" y="430" width="70" height="90" rx="30" fill="${skin}"/>
    <circle cx="300" cy="340" r="125" fill="${skin}"/>
    <path d="M175 ${340 - hairHeight / 3} C180 180 420 180 425 ${340 - hairHeight / 3} C400 ${260 - hairHeight} 200 ${260 - hairHeight} 175 ${340 - hairHeight / 3} Z" fill="${hair}"/>
    <circle cx="255" cy="345" r="11" fill="#1f2937"/><circle cx="345" cy="345" r="11" fill="#1f2937"/>
    <path d="M260 405 Q300 ${430 + random.int(0, 15)} 340 405" stroke="#7c2d12" stroke-width="8" fill="none" stroke-linecap="round"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
