import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../test/render.tsx";
import { testUser } from "../../../test/session-user.ts";
import { stubApi } from "../../../test/stub-api.ts";

const QUESTION = "Hear about your matches?";

/** A fresh copy of the prompt and what asks for it, as a page that has just opened has them. */
async function freshPrompt() {
  vi.resetModules();
  const { PushPrompt } = await import("./push-prompt.tsx");
  const { requestPushQuestion } = await import("../index.ts");
  const { MatchMoment } = await import("../../match-moment/index.ts");
  return { PushPrompt, requestPushQuestion, MatchMoment };
}

beforeEach(() => {
  vi.stubGlobal("Notification", { permission: "default" });
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: {} });
  stubApi({ "GET /session": { body: { data: testUser() } } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
  localStorage.clear();
});

describe("the question about notifications", () => {
  it("never comes as a page opens; it comes once the member sends a message, and once only", async () => {
    const { PushPrompt, requestPushQuestion } = await freshPrompt();
    renderRoute(<PushPrompt />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog", { name: QUESTION })).not.toBeInTheDocument();

    requestPushQuestion();
    const sheet = await screen.findByRole("dialog", { name: QUESTION });
    await userEvent.click(screen.getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(sheet).not.toBeInTheDocument());

    // Answered in this browser: another page and another message bring nothing.
    const again = await freshPrompt();
    renderRoute(<again.PushPrompt />);
    again.requestPushQuestion();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog", { name: QUESTION })).not.toBeInTheDocument();
  });

  it("comes after a match, once its moment is closed, never over it", async () => {
    const { PushPrompt, MatchMoment } = await freshPrompt();
    const partner = { _id: "partner-1", firstName: "Grace", photoUrl: null };
    function MatchThenPrompt() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <MatchMoment match={open ? { partner, mode: "date" } : null} onClose={() => setOpen(false)} />
          <PushPrompt />
        </>
      );
    }
    renderRoute(<MatchThenPrompt />);
    await screen.findByRole("dialog", { name: "It's a Match!" });
    expect(screen.queryByRole("dialog", { name: QUESTION })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Keep swiping" }));
    await screen.findByRole("dialog", { name: QUESTION });
    expect(screen.queryByRole("dialog", { name: "It's a Match!" })).not.toBeInTheDocument();
  });
});
