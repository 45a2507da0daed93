import { API_ERROR_STATUS, type ApiErrorBody, type ApiErrorCode } from "@devmatch/shared";
import { onTestFinished, vi } from "vitest";

interface Reply {
  status?: number;
  body?: unknown;
}

/**
 * A refusal as the API sends it: a known code, with the status that code always carries. A stub that made up
 * another pair would test a screen against an answer the server never gives. (5xx answers may come from a proxy
 * in front of the server, so they may carry anything.)
 */
function assertRealError(route: string, status: number, body: unknown) {
  const code = (body as Partial<ApiErrorBody> | undefined)?.code;
  if (!code || !(code in API_ERROR_STATUS)) throw new Error(`${route}: a ${status} stub needs a known error code`);
  if (API_ERROR_STATUS[code as ApiErrorCode] !== status)
    throw new Error(`${route}: ${code} answers ${API_ERROR_STATUS[code as ApiErrorCode]}, not ${status}`);
}

const isRefusal = (status = 200) => status >= 400 && status < 500;

/**
 * Replaces fetch with canned API answers keyed by "METHOD /path" (without the /api prefix). A reply may be a
 * promise so a test can hold a request open and look at the busy state.
 */
export function stubApi(replies: Record<string, Reply | (() => Reply | Promise<Reply>)>) {
  const calls: { route: string; body: unknown }[] = [];
  for (const [route, reply] of Object.entries(replies)) {
    if (typeof reply !== "function" && isRefusal(reply.status)) assertRealError(route, reply.status ?? 200, reply.body);
  }
  // A reply made up later (a function) is checked when it is sent; a bad one fails the test that sent it.
  const problems: string[] = [];
  onTestFinished(() => {
    if (problems.length > 0) throw new Error(problems.join("\n"));
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const route = `${init?.method ?? "GET"} ${String(input).replace(/^\/api/, "")}`;
      // JSON bodies are read back; a multipart upload (FormData) is kept as it was sent.
      const sent = init?.body;
      calls.push({ route, body: typeof sent === "string" ? JSON.parse(sent) : (sent ?? undefined) });
      const reply = replies[route];
      if (!reply) throw new Error(`Unexpected request ${route}`);
      const { status = 200, body } = typeof reply === "function" ? await reply() : reply;
      if (isRefusal(status)) {
        try {
          assertRealError(route, status, body);
        } catch (error) {
          problems.push((error as Error).message);
        }
      }
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return { calls, bodyOf: (route: string) => calls.find((call) => call.route === route)?.body };
}
