/**
 * Two members built through the public API exactly as people build them (sign-up, the emailed code, a photo,
 * the eight onboarding steps), who like each other and exchange a message, so the signed-in screens have what
 * a member who uses the app sees: a deck, a profile, a chat and a chats list.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { API_CLIENT_HEADER, SOCKET_PATH } from "@devmatch/shared";
import { io as connect } from "socket.io-client";
import { SESSION_COOKIE } from "../apps/server/src/modules/auth/session-cookie.ts";
import { onboardingAnswers } from "../apps/server/src/test/onboarding-answers.ts";
import { repoRoot } from "./web-build-stamp.ts";

interface Mailbox {
  waitForCode(address: string): Promise<string>;
}

export interface SignedInMember {
  id: string;
  /** The `Cookie` header of the member's session. */
  cookie: string;
}

const PASSWORD = "Lighthouse!Bench9";

async function call(url: string, route: string, init: { method?: string; cookie?: string; body?: unknown } = {}) {
  const response = await fetch(`${url}/api${route}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      [API_CLIENT_HEADER]: "web",
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return response;
}

async function createMember(url: string, mailbox: Mailbox, firstName: string): Promise<SignedInMember> {
  const emailId = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`;
  await call(url, "/signup", { body: { firstName, lastName: "Hopper", emailId, password: PASSWORD } });
  await call(url, "/verify-otp", { body: { emailId, otp: await mailbox.waitForCode(emailId) } });
  const login = await call(url, "/login", { body: { emailId, password: PASSWORD } });
  const session = login.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error("Signing in set no session cookie");
  const cookie = session.split(";")[0] as string;

  const form = new FormData();
  const photo = readFileSync(path.join(repoRoot, "e2e/fixtures/photo.jpg"));
  form.append("photo", new Blob([photo], { type: "image/jpeg" }), "photo.jpg");
  const upload = await fetch(`${url}/api/profile/upload-photo`, {
    method: "POST",
    headers: { cookie, [API_CLIENT_HEADER]: "web" },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`The photo upload answered ${upload.status}`);
  const { data } = (await upload.json()) as { data: { photos: { id: string }[] } };
  const answers = onboardingAnswers(data.photos[0]?.id ?? "");
  for (const step of Object.keys(answers)) {
    await call(url, `/onboarding/step/${step}`, { cookie, body: answers[Number(step)] });
  }
  const me = (await (await call(url, "/me", { cookie })).json()) as { data: { _id: string } };
  return { id: me.data._id, cookie };
}

async function sendMessage(url: string, from: SignedInMember, to: SignedInMember, text: string) {
  const socket = connect(url, {
    path: SOCKET_PATH,
    transports: ["websocket"],
    extraHeaders: { cookie: from.cookie, origin: url },
    reconnection: false,
    forceNew: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("connect_error", reject);
    });
    const answer = await socket
      .timeout(30_000)
      .emitWithAck("sendMessage", { targetUserId: to.id, text, clientId: randomUUID() });
    if (!answer?.ok) throw new Error(`Sending a message failed: ${JSON.stringify(answer)}`);
  } finally {
    socket.close();
  }
}

/** A matched pair with a short conversation; the first is the member whose screens are measured. */
export async function createMatchedPair(url: string, mailbox: Mailbox) {
  const viewer = await createMember(url, mailbox, "Grace");
  const partner = await createMember(url, mailbox, "Radia");
  await call(url, `/match/swipe/${partner.id}`, { cookie: viewer.cookie, body: { action: "like" } });
  await call(url, `/match/swipe/${viewer.id}`, { cookie: partner.cookie, body: { action: "like" } });
  await sendMessage(url, partner, viewer, "Spanning trees or hiking trails this weekend?");
  await sendMessage(url, viewer, partner, "Both. The trail first, then the proof.");
  return { viewer, partner };
}
