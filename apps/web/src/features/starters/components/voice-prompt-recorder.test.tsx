import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  FakeRecorder,
  installFakeRecorder,
  microphone,
  setMicrophone,
  stoppedTracks,
} from "../../../test/fake-microphone.ts";
import { renderRoute } from "../../../test/render.tsx";
import { testUser } from "../../../test/session-user.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { VoicePromptRecorder } from "./voice-prompt-recorder.tsx";

const saved = { url: "/api/voice-prompts/v1", durationMs: 4_000, transcript: "Hi there" };

beforeEach(installFakeRecorder);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the voice prompt recorder", () => {
  it.each([
    [new DOMException("denied", "NotAllowedError"), /isn't allowed to use your microphone/],
    [new DOMException("none", "NotFoundError"), /couldn't find a microphone/],
  ])("says what is wrong when the microphone cannot be used (%s)", async (error, message) => {
    stubApi({ "GET /session": { body: { data: testUser() } } });
    setMicrophone(microphone(error));
    renderRoute(<VoicePromptRecorder voice={null} firstName="Ada" />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Record a voice prompt" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    // They can try again once they have fixed it.
    expect(screen.getByRole("button", { name: "Record a voice prompt" })).toBeEnabled();
  });

  it("says so in a browser that cannot record", async () => {
    stubApi({ "GET /session": { body: { data: testUser() } } });
    setMicrophone(undefined);
    renderRoute(<VoicePromptRecorder voice={null} firstName="Ada" />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Record a voice prompt" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This browser can't record audio.");
  });

  it("counts down, stops by itself at 30 seconds, lets the member listen back and keeps it with a transcript", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "performance"] });
    stubApi({ "GET /session": { body: { data: testUser() } } });
    const jsonFetch = globalThis.fetch;
    const uploads: FormData[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (!(init?.body instanceof FormData)) return jsonFetch(input, init);
        uploads.push(init.body);
        return new Response(JSON.stringify({ data: testUser({ voicePrompt: saved }) }), { status: 201 });
      }),
    );
    setMicrophone(microphone("granted"));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderRoute(<VoicePromptRecorder voice={null} firstName="Ada" />);
    await user.click(screen.getByRole("button", { name: "Record a voice prompt" }));
    expect(await screen.findByRole("timer", { name: "Time left" })).toHaveTextContent("0:30 left");
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole("timer", { name: "Time left" })).toHaveTextContent("0:20 left");
    act(() => vi.advanceTimersByTime(20_500));
    // Stopped at the limit: the microphone is let go and the recording is there to hear.
    expect(FakeRecorder.instances[0]?.state).toBe("inactive");
    expect(stoppedTracks).toEqual(["mic"]);
    expect(screen.getByText("Listen back (0:30)")).toBeInTheDocument();
    expect(screen.getByLabelText("Your new recording")).toHaveAttribute("src", "blob:recording");

    await user.type(screen.getByLabelText("Transcript (optional)"), "Hi there");
    await user.click(screen.getByRole("button", { name: "Keep this recording" }));
    await vi.waitFor(() => expect(uploads).toHaveLength(1));
    const audio = uploads[0]?.get("audio") as File;
    expect(audio.name).toBe("voice-prompt.webm");
    expect(audio.type).toBe("audio/webm;codecs=opus");
    expect(uploads[0]?.get("transcript")).toBe("Hi there");
  });
});
