import { MEMBER_SCREEN_ANSWERS, memberScreenAnswers, memberScreenPreloads } from "@devmatch/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PARTNER_ID } from "../features/chat/test/chat-fixtures.ts";
import { testUser } from "../test/session-user.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

const forPartner = (url: string) => url.replace(":targetUserId", PARTNER_ID);

/**
 * What a page opened at this address asks the API for before its first render, read from a fresh start of the
 * app (its own query cache, no answers in the page).
 */
async function askedBeforeFirstRender(address: string) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if ((init?.method ?? "GET") === "GET") asked.push(url);
      const body = url === "/api/session" ? { data: testUser() } : { data: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  vi.resetModules();
  const { preloadAppScreens } = await import("./session-routes.tsx");
  await preloadAppScreens(address);
  return asked;
}

describe("the answers a member screen's page carries or asks for beside it", () => {
  it.each(MEMBER_SCREEN_ANSWERS.map(({ path }) => path))(
    "are those the screen at %s reads before its first render, no more and no fewer",
    async (path) => {
      const asked = await askedBeforeFirstRender(forPartner(path));
      // One the page lacks is asked for after it; one the screen never reads is work the server did for nothing.
      const carried = [...memberScreenAnswers(path), ...memberScreenPreloads(path)];
      expect([...asked].sort()).toEqual(carried.map(forPartner).sort());
    },
  );
});
