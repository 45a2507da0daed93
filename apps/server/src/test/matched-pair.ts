import { neighbourhood } from "./discovery.ts";
import type { ListeningTestApp } from "./sockets.ts";

/** Two members who liked each other, each signed in with a socket, in a spot of the map of their own. */
export async function matchedPair(t: ListeningTestApp, area = neighbourhood(t)) {
  const a = await area.viewer({ firstName: "Alice" });
  const b = await area.viewer({ firstName: "Bob" });
  await a.client.post(`/api/match/swipe/${b.user.id}`, { action: "like" });
  await b.client.post(`/api/match/swipe/${a.user.id}`, { action: "like" });
  return { a: { ...a, socket: await t.connectAs(a.email) }, b: { ...b, socket: await t.connectAs(b.email) }, area };
}
