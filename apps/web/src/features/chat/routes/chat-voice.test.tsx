import { type ChatVoiceNote, MESSAGES, VOICE_MESSAGES } from "@devmatch/shared";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  FakeRecorder,
  installFakeRecorder,
  microphone,
  setMicrophone,
  stoppedTracks,
} from "../../../test/fake-microphone.ts";
import { chatMessage, FIRST_PAGE, historyPage, PARTNER_ID, received } from "../test/chat-fixtures.ts";
import { renderChat } from "../test/render-chat.tsx";

const UPLOAD = `POST /chat/${PARTNER_ID}/voice`;
const uploaded = { status: 201, body: { data: { voiceId: "v1", url: "/api/chat/voice/v1", durationMs: 7_000 } } };
const TOO_LONG = "That recording is 61.2 seconds long. Keep a voice note to a minute.";

const messageBox = () => screen.findByRole("textbox", { name: "Message Grace" });
const micButton = () => screen.getByRole("button", { name: "Record a voice note" });
const panel = () => screen.getByRole("region", { name: "Voice note to send" });
const bubbles = () => within(screen.getByRole("list", { name: "Messages with Grace" })).queryAllByRole("listitem");
const voiceMessage = (seq: number, from: "me" | "grace", voice: ChatVoiceNote | null, clientId?: string) =>
  chatMessage(seq, from, { kind: "voice", text: "", voice, ...(clientId ? { clientId } : {}) } as never);
const graceVoice: ChatVoiceNote = { id: "v9", url: "/api/chat/voice/v9", durationMs: 12_000 };

beforeEach(() => {
  installFakeRecorder();
  setMicrophone(microphone("granted"));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** jsdom has no media playback: play and pause flip `paused` and fire their events, as a browser does. */
function fakePlayback() {
  const setPaused = (element: HTMLMediaElement, paused: boolean) =>
    Object.defineProperty(element, "paused", { configurable: true, value: paused });
  const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    setPaused(this, false);
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
    setPaused(this, true);
    this.dispatchEvent(new Event("pause"));
  });
  return play;
}

/** Opens the chat, records and stops: the recording waits in the panel to be heard and sent. */
async function recordVoiceNote(replies: Parameters<typeof renderChat>[0] = {}) {
  const chat = renderChat({ [FIRST_PAGE]: { body: historyPage([]) }, ...replies });
  const user = userEvent.setup();
  await messageBox();
  await user.click(micButton());
  await user.click(await within(panel()).findByRole("button", { name: "Stop" }));
  await within(panel()).findByRole("button", { name: "Send voice note" });
  return { ...chat, user };
}

describe("recording a voice note", () => {
  it("counts the time against the minute, keeps going past the voice prompt's 30 seconds and stops itself at 60", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "performance"] });
    renderChat({ [FIRST_PAGE]: { body: historyPage([]) } });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await messageBox();
    await user.click(micButton());
    const timer = await within(panel()).findByRole("timer", { name: "Recording time" });
    expect(timer).toHaveTextContent("0:00 / 1:00");
    // The panel's main button takes focus, so a keyboard can stop at once.
    expect(within(panel()).getByRole("button", { name: "Stop" })).toHaveFocus();
    act(() => vi.advanceTimersByTime(7_000));
    expect(timer).toHaveTextContent("0:07 / 1:00");
    act(() => vi.advanceTimersByTime(30_000));
    expect(timer).toHaveTextContent("0:37 / 1:00");
    expect(FakeRecorder.instances[0]?.state).toBe("recording");
    act(() => vi.advanceTimersByTime(23_500));
    // Stopped at the limit: the microphone is let go and the recording is there to hear before sending.
    expect(FakeRecorder.instances[0]?.state).toBe("inactive");
    expect(stoppedTracks).toEqual(["mic"]);
    expect(within(panel()).getByText(/\(1:00\)$/)).toBeInTheDocument();
    expect(within(panel()).getByLabelText("Your voice note")).toHaveAttribute("src", "blob:recording");
    expect(within(panel()).getByRole("button", { name: "Send voice note" })).toHaveFocus();
  });

  it("is dropped by Cancel, letting the microphone go and sending nothing", async () => {
    const { socket, api } = renderChat({ [FIRST_PAGE]: { body: historyPage([]) } });
    const user = userEvent.setup();
    await messageBox();
    await user.click(micButton());
    await user.click(await within(panel()).findByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("region", { name: "Voice note to send" })).toBeNull();
    expect(stoppedTracks).toEqual(["mic"]);
    expect(api.calls.some((call) => call.route === UPLOAD)).toBe(false);
    expect(socket.sent("sendMessage")).toEqual([]);
    expect(micButton()).toHaveFocus();
  });

  it("says in words when the microphone is not allowed, and can try again", async () => {
    setMicrophone(microphone(new DOMException("denied", "NotAllowedError")));
    renderChat({ [FIRST_PAGE]: { body: historyPage([]) } });
    const user = userEvent.setup();
    await messageBox();
    await user.click(micButton());
    expect(await within(panel()).findByRole("alert")).toHaveTextContent(VOICE_MESSAGES.permissionDenied);
    setMicrophone(microphone("granted"));
    await user.click(within(panel()).getByRole("button", { name: "Try again" }));
    expect(await within(panel()).findByRole("timer", { name: "Recording time" })).toBeInTheDocument();
  });
});

describe("sending a voice note", () => {
  it("uploads the recording, then sends it with its id, shown at once with its length", async () => {
    const { socket, api, user } = await recordVoiceNote({ [UPLOAD]: uploaded });
    await user.click(within(panel()).getByRole("button", { name: "Send voice note" }));
    const audio = api.bodyOf(UPLOAD) as FormData;
    const file = audio.get("audio") as File;
    expect(file.name).toBe("voice-note.webm");
    expect(file.type).toBe("audio/webm;codecs=opus");
    expect(socket.sent("sendMessage")).toEqual([
      { targetUserId: PARTNER_ID, voiceId: "v1", clientId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) },
    ]);
    expect(screen.queryByRole("region", { name: "Voice note to send" })).toBeNull();
    expect(micButton()).toHaveFocus();
    // On its way it shows already, with the length the server read from the file.
    const [pending] = bubbles() as [HTMLElement];
    expect(within(pending).getByRole("button", { name: "Play voice note, 0:07" })).toBeInTheDocument();

    const sent = socket.last("sendMessage");
    const stored = voiceMessage(
      1,
      "me",
      { id: "v1", url: "/api/chat/voice/v1", durationMs: 7_000 },
      sent.payload.clientId,
    );
    socket.ack(sent, { ok: true, message: stored });
    expect(bubbles()).toHaveLength(1);
    expect(within(bubbles()[0] as HTMLElement).getByRole("img", { name: "Sent" })).toBeInTheDocument();
  });

  it("is sent again after a reconnect with the same client id and voice id, and shows once", async () => {
    const { socket, user } = await recordVoiceNote({ [UPLOAD]: uploaded });
    await user.click(within(panel()).getByRole("button", { name: "Send voice note" }));
    const first = socket.last("sendMessage");
    socket.reconnect();
    const again = socket.last("sendMessage");
    expect(again).not.toBe(first);
    expect(again.payload).toEqual(first.payload);
    const stored = voiceMessage(
      1,
      "me",
      { id: "v1", url: "/api/chat/voice/v1", durationMs: 7_000 },
      first.payload.clientId,
    );
    socket.ack(again, { ok: true, message: stored });
    socket.ack(first, { ok: true, message: stored });
    expect(bubbles()).toHaveLength(1);
  });

  it("refused by the chat, says why on the message in words, and can be retried", async () => {
    const { socket, user } = await recordVoiceNote({ [UPLOAD]: uploaded });
    socket.respond("sendMessage", () => ({
      ok: false,
      code: "VALIDATION_ERROR",
      error: MESSAGES.chat.voiceNotInChat,
    }));
    await user.click(within(panel()).getByRole("button", { name: "Send voice note" }));
    const [failed] = bubbles() as [HTMLElement];
    expect(failed).toHaveTextContent("That voice note was not recorded by you in this conversation.");
    expect(failed).not.toHaveTextContent("voiceId:");
    socket.respond("sendMessage", null);
    await user.click(within(failed).getByRole("button", { name: "Retry" }));
    expect(socket.sent("sendMessage")).toHaveLength(2);
    expect(socket.sent("sendMessage")[1]).toEqual(socket.sent("sendMessage")[0]);
  });

  it("shows the server's reason when the upload is refused, sends nothing, and can be tried again", async () => {
    let tries = 0;
    const { socket, user } = await recordVoiceNote({
      [UPLOAD]: () => {
        tries += 1;
        return tries === 1 ? { status: 400, body: { code: "VALIDATION_ERROR", message: TOO_LONG } } : uploaded;
      },
    });
    await user.click(within(panel()).getByRole("button", { name: "Send voice note" }));
    expect(await within(panel()).findByRole("alert")).toHaveTextContent(TOO_LONG);
    expect(socket.sent("sendMessage")).toEqual([]);
    expect(bubbles()).toHaveLength(0);

    await user.click(within(panel()).getByRole("button", { name: "Try again" }));
    expect(tries).toBe(2);
    expect(socket.sent("sendMessage")).toEqual([expect.objectContaining({ voiceId: "v1" })]);
  });

  it("says the reason without the form field a refusal names", async () => {
    const { socket, user } = await recordVoiceNote({
      [UPLOAD]: {
        status: 415,
        body: { code: "UNSUPPORTED_MEDIA_TYPE", message: "audio: That file is not an audio recording." },
      },
    });
    await user.click(within(panel()).getByRole("button", { name: "Send voice note" }));
    expect(await within(panel()).findByRole("alert")).toHaveTextContent(/^That file is not an audio recording\.$/);
    expect(socket.sent("sendMessage")).toEqual([]);
  });
});

describe("a voice message", () => {
  it("from Grace shows its length and a play button that plays it, with its progress", async () => {
    const play = fakePlayback();
    const { socket } = renderChat({ [FIRST_PAGE]: { body: historyPage([]) } });
    const user = userEvent.setup();
    await messageBox();
    socket.serverEmit("messageReceived", received(voiceMessage(1, "grace", graceVoice)));
    const [bubble] = bubbles() as [HTMLElement];
    expect(within(bubble).getByText("0:12")).toBeInTheDocument();
    await user.click(within(bubble).getByRole("button", { name: "Play voice note, 0:12" }));
    expect(play).toHaveBeenCalledTimes(1);
    const audio = bubble.querySelector("audio") as HTMLAudioElement;
    expect(audio).toHaveAttribute("src", graceVoice.url);
    expect(within(bubble).getByRole("button", { name: "Pause voice note, 0:12" })).toBeInTheDocument();
    Object.defineProperty(audio, "currentTime", { configurable: true, value: 3 });
    fireEvent.timeUpdate(audio);
    expect(within(bubble).getByText("0:03 / 0:12")).toBeInTheDocument();
    expect(within(bubble).getByTestId("voice-note-progress")).toHaveStyle({ width: "25%" });
    await user.click(within(bubble).getByRole("button", { name: "Pause voice note, 0:12" }));
    expect(within(bubble).getByRole("button", { name: "Play voice note, 0:12" })).toBeInTheDocument();
  });

  it("whose recording was removed says so, with nothing to play", async () => {
    renderChat({ [FIRST_PAGE]: { body: historyPage([voiceMessage(1, "grace", null)]) } });
    await messageBox();
    const [bubble] = bubbles() as [HTMLElement];
    expect(within(bubble).getByText(MESSAGES.chat.voiceRemoved)).toBeInTheDocument();
    expect(within(bubble).queryByRole("button", { name: /voice note/ })).toBeNull();
  });

  it("can be replied to, quoted as 'Voice note', and reacted to", async () => {
    const { socket } = renderChat({ [FIRST_PAGE]: { body: historyPage([voiceMessage(1, "grace", graceVoice)]) } });
    socket.respond("reactMessage", ({ messageId, emoji }) => ({ ok: true, messageId, emoji }));
    const user = userEvent.setup();
    await messageBox();
    const [bubble] = bubbles() as [HTMLElement];
    await user.click(within(bubble).getByRole("button", { name: "Reply" }));
    expect(screen.getByText("Replying to Grace").parentElement).toHaveTextContent("Voice note");
    await user.keyboard("Love your voice{Enter}");
    expect(socket.sent("sendMessage")).toEqual([expect.objectContaining({ text: "Love your voice", replyTo: "m1" })]);
    const reply = bubbles().at(-1) as HTMLElement;
    expect(
      within(reply).getByRole("button", { name: "Replying to Grace: Voice note (go to the message)" }),
    ).toBeInTheDocument();

    await user.click(within(bubbles()[0] as HTMLElement).getByRole("button", { name: "React" }));
    await user.click(within(bubbles()[0] as HTMLElement).getByRole("button", { name: "Love" }));
    expect(socket.sent("reactMessage")).toEqual([{ messageId: "m1", emoji: "❤️" }]);
    expect(within(bubbles()[0] as HTMLElement).getByText("You reacted Love")).toBeInTheDocument();
  });
});
