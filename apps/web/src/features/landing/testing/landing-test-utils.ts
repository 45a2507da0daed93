import { PLANS, type PricingMode, type PublicStats } from "@devmatch/shared";
import { fireEvent } from "@testing-library/react";
import { vi } from "vitest";

type Outcome<T> = T | "error" | "pending";

export interface LandingApiOptions {
  stats?: Outcome<PublicStats>;
  plans?: Outcome<PricingMode>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function answer<T>(outcome: Outcome<T>, toBody: (value: T) => unknown): Promise<Response> {
  if (outcome === "pending") return new Promise(() => {});
  if (outcome === "error")
    return Promise.resolve(json(500, { message: "Something went wrong", code: "INTERNAL_ERROR" }));
  return Promise.resolve(json(200, toBody(outcome)));
}

/** Answers the two calls the landing page makes; any other request fails the test loudly. */
export function stubLandingApi({ stats = { members: 1234, matches: 567 }, plans = "tiered" }: LandingApiOptions = {}) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const { pathname } = new URL(url, "http://localhost");
    if (pathname === "/api/stats/public") return answer(stats, (data) => ({ data }));
    if (pathname === "/api/plans") return answer(plans, (mode) => ({ data: { mode, plans: Object.values(PLANS) } }));
    return Promise.reject(new Error(`Unexpected request to ${pathname}`));
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** jsdom does not scroll; this sets where the page claims to be and tells the listeners. */
export function scrollPageTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, writable: true, value: y });
  fireEvent.scroll(window);
}

export function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("prefers-reduced-motion: reduce"),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}
