import { describe, expect, it } from "vitest";
import { isWebLink, normalizeLink, webLinkHref } from "./links.ts";
import { socialLinksSchema } from "./schemas.ts";

describe("social links", () => {
  it.each([
    ["github.com/ada", "https://github.com/ada"],
    ["  www.linkedin.com/in/ada ", "https://www.linkedin.com/in/ada"],
    ["http://leetcode.com/u/ada", "https://leetcode.com/u/ada"],
    ["HTTPS://github.com/ada", "HTTPS://github.com/ada"],
    ["//github.com/ada", "https://github.com/ada"],
    ["javascript:alert(1)", "javascript:alert(1)"],
    ["not a url", "not a url"],
    ["", ""],
  ])("normalises %j to %j", (typed, stored) => {
    expect(normalizeLink(typed)).toBe(stored);
  });

  it("treats only https addresses of a named host as web links", () => {
    expect(isWebLink("https://github.com/ada")).toBe(true);
    for (const link of [
      "http://github.com/ada",
      "javascript:alert(1)",
      "https://localhost/x",
      "https://git hub.com",
      "https://user:pw@github.com",
      "data:text/html,hi",
    ]) {
      expect(isWebLink(link), link).toBe(false);
    }
    expect(webLinkHref("javascript:alert(1)")).toBeNull();
    expect(webLinkHref(undefined)).toBeNull();
  });

  it("stores what the member meant and refuses what is not a web address", () => {
    expect(socialLinksSchema.parse({ github: "github.com/ada", leetcode: "" })).toEqual({
      github: "https://github.com/ada",
      leetcode: "",
    });
    for (const typed of ["javascript:alert(1)", "not a url"]) {
      const refused = socialLinksSchema.safeParse({ github: typed });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]?.message).toBe("Links must be web addresses, like https://github.com/you");
    }
  });
});
