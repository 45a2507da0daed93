import { API_CLIENT_HEADER } from "@devmatch/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema.ts";
import { mp4Recording, webmRecording } from "../../../test/audio.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { createUser, signIn } from "../../../test/factories.ts";
import { jpegWithGps } from "../../../test/images.ts";
import { as, type Client } from "../../../test/profile-factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { moderatorEmail, signedInModerator } from "../../moderation/tests/helpers.ts";

const MODERATOR = moderatorEmail();
let t: TestApp;
let moderator: Awaited<ReturnType<typeof signedInModerator>>;
beforeAll(async () => {
  t = await createTestApp({ MODERATOR_EMAILS: MODERATOR });
  moderator = await signedInModerator(t, MODERATOR);
});
afterAll(() => t.close());

const URL = "/api/profile/voice-prompt";
const record = (client: Client, file: Buffer, name = "voice-prompt.webm", type = "audio/webm;codecs=opus") =>
  client.upload(URL, "audio", file, name, type);

async function memberWithVoice(file = webmRecording({ seconds: 12 })) {
  const member = await neighbourhood(t).viewer();
  const answer = await record(member.client, file);
  expect(answer.statusCode).toBe(201);
  return { ...member, voice: answer.json().data.voicePrompt as { url: string; durationMs: number } };
}

describe("POST /api/profile/voice-prompt", () => {
  it("keeps a WebM recording with its length read from the file, and shows it on the profile", async () => {
    const owner = await memberWithVoice(webmRecording({ seconds: 12 }));
    expect(owner.voice).toMatchObject({ durationMs: 12_000, transcript: null });
    expect(owner.voice.url).toMatch(/^\/api\/voice-prompts\/[0-9a-f-]{36}$/);
    const viewer = await neighbourhood(t).viewer();
    const { profile } = (await viewer.client.get(`/api/user/${owner.user.id}`)).json().data;
    expect(profile.voicePrompt).toEqual(owner.voice);
  });

  it("keeps an MP4 recording (Safari's fragmented one too), whatever length the browser claims", async () => {
    const member = await neighbourhood(t).viewer();
    const answer = await record(
      member.client,
      mp4Recording({ seconds: 20, fragmented: true }),
      "voice.m4a",
      "audio/mp4",
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.voicePrompt.durationMs).toBeCloseTo(20_000, -2);
    // A blob without a name or type is read from its bytes alone.
    const again = await record(member.client, mp4Recording({ seconds: 5 }), "blob", "application/octet-stream");
    expect(again.statusCode).toBe(201);
    expect(again.json().data.voicePrompt.durationMs).toBe(5_000);
  });

  it("takes the transcript sent with the recording", async () => {
    const member = await neighbourhood(t).viewer();
    const boundary = "----voice";
    const file = webmRecording({ seconds: 3 });
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="transcript"\r\n\r\nHi, I write Rust.\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="blob"\r\nContent-Type: audio/webm\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const { cookie } = await signIn(t, member.email);
    const answer = await t.app.inject({
      method: "POST",
      url: URL,
      payload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie, [API_CLIENT_HEADER]: "web" },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.voicePrompt.transcript).toBe("Hi, I write Rust.");
    const edited = await member.client.put(`${URL}/transcript`, { transcript: "Hello, I write Rust and Go." });
    expect(edited.json().data.voicePrompt.transcript).toBe("Hello, I write Rust and Go.");
  });

  it.each([
    [
      "over 30.5 seconds",
      webmRecording({ seconds: 31 }),
      "voice.webm",
      "audio/webm",
      400,
      /31\.0 seconds long\. Keep it to 30/,
    ],
    [
      "a forged short Duration over 40 seconds of audio",
      webmRecording({ seconds: 40, declaredMs: 10_000 }),
      "voice.webm",
      "audio/webm",
      400,
      /40\.0 seconds long/,
    ],
    ["an MP4 over 30.5 seconds", mp4Recording({ seconds: 31 }), "voice.m4a", "audio/mp4", 400, /31\.0 seconds long/],
    ["over 1 MB", webmRecording({ seconds: 25, packetBytes: 1_000 }), "voice.webm", "audio/webm", 413, /over 1 MB/],
    [
      "a WebM named .mp3",
      webmRecording({ seconds: 3 }),
      "voice.mp3",
      "audio/webm",
      415,
      /named \.mp3 but it is a WebM recording/,
    ],
    [
      "a WebM named .m4a",
      webmRecording({ seconds: 3 }),
      "voice.m4a",
      "audio/webm",
      415,
      /named \.m4a but it is a WebM/,
    ],
    [
      "an MP4 said to be WebM",
      mp4Recording({ seconds: 3 }),
      "blob",
      "audio/webm",
      415,
      /says it is audio\/webm but it is an MP4/,
    ],
    ["an empty file", Buffer.alloc(0), "voice.webm", "audio/webm", 400, /empty/],
    [
      "a video",
      webmRecording({ seconds: 3, withVideo: true }),
      "voice.webm",
      "video/webm",
      415,
      /not an audio recording/,
    ],
  ])("refuses %s with a clear message", async (_label, file, name, type, status, message) => {
    const member = await neighbourhood(t).viewer();
    const answer = await record(member.client, file, name, type);
    expect(answer.statusCode).toBe(status);
    expect(answer.json().message).toMatch(message);
    expect((await member.client.get("/api/me")).json().data.voicePrompt).toBeNull();
  });

  it("refuses an image or text dressed as a recording", async () => {
    const member = await neighbourhood(t).viewer();
    for (const file of [await jpegWithGps(), Buffer.from("just some text, not audio at all")]) {
      const answer = await record(member.client, file, "voice.webm", "audio/webm");
      expect(answer.statusCode).toBe(415);
      expect(answer.json().message).toBe(
        "That file is not an audio recording. Record a WebM or MP4 (M4A) voice prompt.",
      );
    }
    const wrongField = await member.client.upload(URL, "photo", webmRecording({ seconds: 2 }), "a.webm", "audio/webm");
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toMatch(/"audio" field/);
  });

  it("stores the file without its title or tags", async () => {
    const owner = await memberWithVoice(webmRecording({ seconds: 4, title: "Ada at home", tags: "GPS 51.5,-0.1" }));
    const file = await owner.client.get(owner.voice.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.toString("latin1")).not.toContain("Ada at home");
    expect(file.rawPayload.toString("latin1")).not.toContain("GPS 51.5");
  });

  it("needs a signed-in member", async () => {
    const answer = await t.app.inject({ method: "DELETE", url: URL, headers: { [API_CLIENT_HEADER]: "web" } });
    expect(answer.statusCode).toBe(401);
  });
});

describe("serving a voice prompt", () => {
  it("answers byte ranges so the player can seek", async () => {
    const owner = await memberWithVoice();
    const viewer = await neighbourhood(t).viewer();
    const whole = await viewer.client.get(owner.voice.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("audio/webm");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    const size = whole.rawPayload.length;
    expect(Number(whole.headers["content-length"])).toBe(size);

    const { cookie } = await signIn(t, viewer.email);
    const ranged = (range: string) => t.app.inject({ method: "GET", url: owner.voice.url, headers: { cookie, range } });
    const first = await ranged("bytes=0-99");
    expect(first.statusCode).toBe(206);
    expect(first.headers["content-range"]).toBe(`bytes 0-99/${size}`);
    expect(first.rawPayload).toEqual(whole.rawPayload.subarray(0, 100));
    const open = await ranged("bytes=100-");
    expect(open.statusCode).toBe(206);
    expect(open.headers["content-range"]).toBe(`bytes 100-${size - 1}/${size}`);
    expect(open.rawPayload).toEqual(whole.rawPayload.subarray(100));
    const tail = await ranged("bytes=-10");
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(size - 10));
    const outside = await ranged(`bytes=${size}-`);
    expect(outside.statusCode).toBe(416);
    expect(outside.headers["content-range"]).toBe(`bytes */${size}`);
  });

  it("is heard by whoever may see the member's photos, and nobody else", async () => {
    const owner = await memberWithVoice();
    const status = async (client: Client) => (await client.get(owner.voice.url)).statusCode;
    expect(await status(owner.client)).toBe(200);
    const member = await neighbourhood(t).viewer();
    expect(await status(member.client)).toBe(200);
    // Signed out.
    expect((await t.app.inject({ method: "GET", url: owner.voice.url })).statusCode).toBe(401);
    // A newcomer who has not finished onboarding.
    const { email } = await createUser(t);
    expect(await status(as(t, (await signIn(t, email)).cookie))).toBe(404);
    // A block, either way.
    const blocked = await neighbourhood(t).viewer();
    const blocker = await neighbourhood(t).viewer();
    await owner.client.post(`/api/user/block/${blocked.user.id}`);
    await blocker.client.post(`/api/user/block/${owner.user.id}`);
    expect(await status(blocked.client)).toBe(404);
    expect(await status(blocker.client)).toBe(404);
    // A suspended member's, to other members; moderators still hear it.
    await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, owner.user.id));
    expect(await status(member.client)).toBe(404);
    expect(await status(moderator.client)).toBe(200);
    await t.db.update(users).set({ isSuspended: false }).where(eq(users.id, owner.user.id));
    // An address that is no voice prompt.
    expect(await status(member.client)).toBe(200);
    expect((await member.client.get("/api/voice-prompts/../photos/x")).statusCode).toBe(404);
    expect((await member.client.get(`/api/voice-prompts/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it("re-recording replaces the file and deleting removes it", async () => {
    const owner = await memberWithVoice();
    const viewer = await neighbourhood(t).viewer();
    const again = await record(owner.client, webmRecording({ seconds: 6 }));
    const next = again.json().data.voicePrompt;
    expect(next.durationMs).toBe(6_000);
    expect((await viewer.client.get(owner.voice.url)).statusCode).toBe(404);
    expect((await viewer.client.get(next.url)).statusCode).toBe(200);
    const removed = await owner.client.delete(URL);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.voicePrompt).toBeNull();
    expect((await owner.client.get(next.url)).statusCode).toBe(404);
    const twice = await owner.client.delete(URL);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe("You have no voice prompt to remove.");
  });

  it("moderators remove it as they do a photo, telling the member why", async () => {
    const owner = await memberWithVoice();
    const base = `/api/moderation/members/${owner.user.id}`;
    expect((await moderator.client.get(base)).json().data.profile.voicePrompt).toMatchObject({ durationMs: 12_000 });
    expect((await owner.client.post(`${base}/voice-prompt/remove`, { reason: "x" })).statusCode).toBe(403);
    const removed = await moderator.client.post(`${base}/voice-prompt/remove`, { reason: "Insults" });
    expect(removed.statusCode).toBe(200);
    expect((await owner.client.get("/api/me")).json().data.voicePrompt).toBeNull();
    expect((await owner.client.get(owner.voice.url)).statusCode).toBe(404);
    const notices = (await owner.client.get("/api/account/moderation-notices")).json().data;
    expect(notices.map((notice: { kind: string; reason: string }) => [notice.kind, notice.reason])).toEqual([
      ["voice_prompt_removed", "Insults"],
    ]);
    const again = await moderator.client.post(`${base}/voice-prompt/remove`, { reason: "again" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("That member has no voice prompt to remove.");
  });
});
