/**
 * Loads synthetic members (the generator of `seed/synthetic.ts`) with one COPY, for the benchmarks' large
 * databases: a million rows stream in a few minutes, where batched inserts would take far longer.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { seededRandom } from "../apps/server/src/modules/seed/random.ts";
import { SYNTHETIC_COLUMNS, SYNTHETIC_FIXED, syntheticRow } from "../apps/server/src/modules/seed/synthetic.ts";

const ROWS_PER_CHUNK = 2_000;
/** COPY's text format: backslash, tab and line breaks are escaped. */
const field = (value: unknown) =>
  String(value).replaceAll("\\", "\\\\").replaceAll("\t", "\\t").replaceAll("\n", "\\n").replaceAll("\r", "\\r");

export async function copySyntheticUsers(pool: pg.Pool, options: { count: number; seed?: number }) {
  const random = seededRandom(options.seed ?? 1);
  const year = new Date().getUTCFullYear();
  const fixed = Object.values(SYNTHETIC_FIXED).map(field).join("\t");
  function* chunks() {
    for (let start = 0; start < options.count; start += ROWS_PER_CHUNK) {
      let text = "";
      for (let index = start; index < Math.min(options.count, start + ROWS_PER_CHUNK); index++)
        text += `${fixed}\t${syntheticRow(index, random, year).map(field).join("\t")}\n`;
      yield text;
    }
  }
  const client = await pool.connect();
  try {
    const columns = [...Object.keys(SYNTHETIC_FIXED), ...SYNTHETIC_COLUMNS].join(", ");
    await pipeline(Readable.from(chunks()), client.query(copyFrom(`copy users (${columns}) from stdin`)));
  } finally {
    client.release();
  }
}
