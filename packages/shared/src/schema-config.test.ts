import { describe, expect, it } from "vitest";
import { z } from "zod";
import { validateWithoutGeneratedCode } from "./schema-config.ts";

describe("validateWithoutGeneratedCode", () => {
  it("turns off Zod's generated parsers where Zod reads its settings, and validation still works", () => {
    const compiles = () => z.config().jitless !== true;
    expect(compiles()).toBe(true);
    validateWithoutGeneratedCode();
    expect(compiles()).toBe(false);
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.safeParse({ name: "Ada" }).success).toBe(true);
    expect(schema.safeParse({ name: "" }).success).toBe(false);
    z.config({ jitless: false });
  });
});
