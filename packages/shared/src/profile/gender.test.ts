import { describe, expect, it } from "vitest";
import { genderSchema } from "./schemas.ts";

describe("gender", () => {
  it("says it is required when nothing was chosen, and names the choices only for another value", () => {
    expect(genderSchema.safeParse("").error?.issues[0]?.message).toBe("Gender is required");
    expect(genderSchema.safeParse(undefined).error?.issues[0]?.message).toBe("Gender is required");
    expect(genderSchema.safeParse("Robot").error?.issues[0]?.message).toBe("Gender must be one of Male, Female, Other");
    expect(genderSchema.parse("Female")).toBe("Female");
  });
});
