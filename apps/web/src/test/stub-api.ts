import { vi } from "vitest";

interface Reply {
  status?: number;
  body?: unknown;
}

/**
 * Replaces fetch with canned API answers keyed by "METHOD /path" (without the /api prefix). A reply may be a
 * promise so a test can hold a request open and look at the busy state.
 */
export function stubApi(replies: Record<string, Reply | (() => Reply | Promise<Reply>)>) {
  const calls: { route: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const route = `${init?.method ?? "GET"} ${String(input).replace(/^\/api/, "")}`;
      calls.push({ route, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const reply = replies[route];
      if (!reply) throw new Error(`Unexpected request ${route}`);
      const { status = 200, body } = typeof reply === "function" ? await reply() : reply;
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return { calls, bodyOf: (route: string) => calls.find((call) => call.route === route)?.body };
}
