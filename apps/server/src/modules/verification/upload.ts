import { VERIFICATION_LIMITS } from "@devmatch/shared";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.ts";

export interface SelfieForm {
  fields: Record<string, string>;
  /** The stills of each pose, in the order the files' fields name them (`pose0`, `pose1`). */
  stills: Buffer[][];
}

const STILL_FIELD = /^pose([0-9])$/;

/**
 * Reads a verification form: text fields and camera stills, each refused while streaming when it is too large.
 * Nothing is written to disk: the stills live in memory only for the check.
 */
export async function readSelfieForm(request: FastifyRequest, { maxFiles }: { maxFiles: number }): Promise<SelfieForm> {
  const fields: Record<string, string> = {};
  const stills: Buffer[][] = [];
  const parts = request.parts({
    limits: { fileSize: VERIFICATION_LIMITS.stillMaxBytes, files: maxFiles, fields: 5, fieldSize: 200 },
  });
  for await (const part of parts) {
    if (part.type === "field") {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const index = Number(STILL_FIELD.exec(part.fieldname)?.[1] ?? Number.NaN);
    if (Number.isNaN(index) && part.fieldname !== "selfie") {
      part.file.resume();
      throw new AppError("VALIDATION_ERROR", `${part.fieldname}: Send each camera still in a pose0 or pose1 field.`);
    }
    const data = await part.toBuffer();
    const key = part.fieldname === "selfie" ? 0 : index;
    const burst = stills[key] ?? [];
    if (burst.length >= VERIFICATION_LIMITS.stillsPerPose) {
      throw new AppError(
        "VALIDATION_ERROR",
        `${part.fieldname}: Send at most ${VERIFICATION_LIMITS.stillsPerPose} stills for each pose.`,
      );
    }
    burst.push(data);
    stills[key] = burst;
  }
  return { fields, stills: Array.from(stills, (burst) => burst ?? []) };
}
