import { EMBEDDED_ANSWERS_ELEMENT_ID } from "@devmatch/shared";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.replaceChildren();
});

/** A page as the server writes it, with answers inside, and the API client as it starts on that page. */
async function pageWithAnswers(answers: Record<string, { status: number; body: unknown }> | string) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = EMBEDDED_ANSWERS_ELEMENT_ID;
  element.textContent = typeof answers === "string" ? answers : JSON.stringify(answers);
  document.head.append(element);
  const fetch = vi.fn(async () => new Response(JSON.stringify({ data: ["from the server"] }), { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  vi.resetModules();
  const [client, firstScreen] = await Promise.all([import("./api-client.ts"), import("./first-screen.ts")]);
  return { ...client, ...firstScreen, fetch };
}

const deck = { data: [{ _id: "top" }], nextCursor: null };

describe("answers that came inside the page", () => {
  it("answer the first ask for their address without a request, and only the first", async () => {
    const { api, fetch } = await pageWithAnswers({ "/api/feed": { status: 200, body: deck } });
    expect(await api.get("/feed")).toEqual(deck);
    expect(fetch).not.toHaveBeenCalled();
    expect(await api.get("/feed")).toEqual({ data: ["from the server"] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("answer nothing else: another address, a write, or the same address with a cursor", async () => {
    const { api, fetch } = await pageWithAnswers({ "/api/feed": { status: 200, body: deck } });
    await api.get("/feed?cursor=abc");
    await api.post("/feed", {});
    await api.get("/session");
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(document.getElementById(EMBEDDED_ANSWERS_ELEMENT_ID)).toBeNull();
  });

  it("bring a refusal as the server sent it: the same error, with its code", async () => {
    const { api, ApiError } = await pageWithAnswers({
      "/api/feed": {
        status: 400,
        body: { code: "PROFILE_INCOMPLETE", message: "Complete your profile first" },
      },
    });
    const refusal = await api.get("/feed").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400, code: "PROFILE_INCOMPLETE", message: "Complete your profile first" });
  });

  it("are dropped once the first screen has been shown: a later screen asks the server", async () => {
    const { api, fetch, markFirstScreenShown } = await pageWithAnswers({
      "/api/feed": { status: 200, body: deck },
      "/api/user/connections": { status: 200, body: { data: [] } },
    });
    expect(await api.get("/feed")).toEqual(deck);
    markFirstScreenShown();
    await Promise.resolve();
    expect(await api.get("/user/connections")).toEqual({ data: ["from the server"] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("leave the screens to ask when the page's copy cannot be read", async () => {
    const { api, fetch } = await pageWithAnswers('{"/api/feed": {"status": 200, "bo');
    expect(await api.get("/feed")).toEqual({ data: ["from the server"] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
