import type { TestApp } from "./test-app.ts";

/** The browser's side of a sign-in: its cookies, the provider's redirect, and the callback it lands on. */
export interface BrowserFlow {
  flowCookie: string;
  providerUrl: string;
}

const cookieHeader = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join("; ");

/** Presses the button: our server answers with the provider's address and a cookie for this browser. */
export async function startFlow(t: Pick<TestApp, "app">, path: string, sessionCookie?: string): Promise<BrowserFlow> {
  const response = await t.app.inject({ method: "GET", url: path, headers: { cookie: cookieHeader(sessionCookie) } });
  if (response.statusCode !== 302) throw new Error(`start answered ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === "devmatch_oauth");
  if (!cookie) throw new Error(`no flow cookie; went to ${response.headers.location}`);
  return { flowCookie: `devmatch_oauth=${cookie.value}`, providerUrl: String(response.headers.location) };
}

/** Visits the provider's authorize address over real HTTP and returns where it sends the browser back. */
export async function visitProvider(providerUrl: string): Promise<URL> {
  const response = await fetch(providerUrl, { redirect: "manual" });
  const location = response.headers.get("location");
  if (!location) throw new Error(`provider answered ${response.status} without a redirect`);
  return new URL(location);
}

/** Lands on our callback, as the browser (with its cookies) would. */
export async function finishFlow(
  t: Pick<TestApp, "app">,
  callback: URL,
  cookies: { flowCookie?: string; sessionCookie?: string } = {},
) {
  const response = await t.app.inject({
    method: "GET",
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: cookieHeader(cookies.flowCookie, cookies.sessionCookie) },
  });
  const session = response.cookies.find((c) => c.name === "devmatch_session" && c.value);
  return {
    response,
    location: new URL(String(response.headers.location), "http://app.local"),
    sessionCookie: session ? `devmatch_session=${session.value}` : undefined,
  };
}

/** The whole round trip in one browser. */
export async function completeFlow(t: Pick<TestApp, "app">, path: string, sessionCookie?: string) {
  const flow = await startFlow(t, path, sessionCookie);
  const callback = await visitProvider(flow.providerUrl);
  return finishFlow(t, callback, { flowCookie: flow.flowCookie, sessionCookie });
}
