import { ASSISTANT_GREETING, ASSISTANT_MESSAGES } from "@devmatch/shared";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AssistantDock, AssistantLauncher } from "./components/assistant-launcher.tsx";
import { launcher } from "./lib/launcher-store.ts";

/** A fetch answering the chat with server-sent events, written in the pieces given. */
function streamReply(pieces: string[], status = 200) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      if (status !== 200) {
        const code = status === 429 ? "RATE_LIMITED" : "INTERNAL_ERROR";
        return new Response(JSON.stringify({ message: "Slow down", code }), { status });
      }
      const encoder = new TextEncoder();
      const body = new ReadableStream({
        start(controller) {
          for (const piece of pieces)
            controller.enqueue(encoder.encode(`data: ${JSON.stringify({ delta: piece })}\n\n`));
          const text = pieces.join("");
          controller.enqueue(encoder.encode(`data: ${JSON.stringify({ done: true, text, source: "ai" })}\n\n`));
          controller.close();
        },
      });
      return new Response(body, { headers: { "content-type": "text/event-stream" } });
    }),
  );
  return sent;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => launcher.setOpen(false));
});

async function openPanel() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <AssistantLauncher />
    </MemoryRouter>,
  );
  await user.click(screen.getByRole("button", { name: "Open assistant" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "DevMatch Assistant" }) };
}

describe("the assistant widget", () => {
  it("greets, answers a quick question as text, and keeps the conversation in the tab", async () => {
    const sent = streamReply(["<b>Hi</b> ", "there"]);
    const { user, dialog } = await openPanel();
    expect(within(dialog).getByText(ASSISTANT_GREETING)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "How does matching work?" }));
    expect(await within(dialog).findByText("<b>Hi</b> there")).toBeInTheDocument();
    expect(dialog.querySelector("b")).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Premium features?" })).toBeNull();
    expect(sent[0]).toEqual({
      message: "How does matching work?",
      history: [{ text: ASSISTANT_GREETING, isBot: true }],
    });
    expect(sessionStorage.getItem("devmatch.assistant.conversation")).toContain("<b>Hi</b> there");
  });

  it("sends on Enter, not on Shift+Enter, and never sends an empty question", async () => {
    const sent = streamReply(["ok"]);
    const { user, dialog } = await openPanel();
    const input = within(dialog).getByRole("textbox", { name: "Ask the assistant" });
    await user.type(input, "   {Enter}");
    expect(sent).toHaveLength(0);
    await user.clear(input);
    await user.type(input, "one{Shift>}{Enter}{/Shift}two");
    expect(input).toHaveValue("one\ntwo");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await within(dialog).findByText("ok")).toBeInTheDocument();
  });

  it("says the connection failed when the server cannot answer", async () => {
    streamReply([], 500);
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole("button", { name: "Dating advice for devs?" }));
    expect(await within(dialog).findByText(ASSISTANT_MESSAGES.failure)).toBeInTheDocument();
  });

  it("stays in a screen's header while one holds it, so it never floats over the screen's own buttons", async () => {
    streamReply(["ok"]);
    const user = userEvent.setup();
    const view = render(
      <MemoryRouter>
        <header>
          <AssistantDock />
        </header>
        <AssistantLauncher />
      </MemoryRouter>,
    );
    const buttons = screen.getAllByRole("button", { name: "Open assistant" });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]?.closest("header")).not.toBeNull();
    await user.click(buttons[0] as HTMLElement);
    expect(await screen.findByRole("dialog", { name: "DevMatch Assistant" })).toBeInTheDocument();
    view.rerender(
      <MemoryRouter>
        <AssistantLauncher />
      </MemoryRouter>,
    );
    expect(screen.getByRole("button", { name: "Close assistant", expanded: true }).closest("header")).toBeNull();
  });

  it("never shows beside a header's button that came in the same render, not even until the page's effects run", async () => {
    // Rendered as the app renders its first screen (a transition, outside act), the page is looked at each time
    // a task that changed it has finished, as a screen reader, a tap or the browser's paint would find it.
    const container = document.createElement("div");
    document.body.append(container);
    const buttonsShown = () => container.querySelectorAll('button[aria-label="Open assistant"]').length;
    const seen: number[] = [];
    const observer = new MutationObserver(() => seen.push(buttonsShown()));
    observer.observe(container, { childList: true, subtree: true });
    // A page that has just opened: the launcher's state as it starts, not as the tests above left it.
    vi.resetModules();
    const { startTransition } = await import("react");
    const { createRoot } = await import("react-dom/client");
    const { MemoryRouter } = await import("react-router");
    const { AssistantDock, AssistantLauncher } = await import("./components/assistant-launcher.tsx");
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(container);
    try {
      startTransition(() =>
        root.render(
          <MemoryRouter>
            <header>
              <AssistantDock />
            </header>
            <AssistantLauncher />
          </MemoryRouter>,
        ),
      );
      await waitFor(() => expect(container.querySelector("header button")).not.toBeNull());
      await waitFor(() => expect(buttonsShown()).toBe(1));
      expect(seen.length).toBeGreaterThan(0);
      expect(Math.max(...seen)).toBe(1);
    } finally {
      observer.disconnect();
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });

  it("keeps away from a phone's form screens", () => {
    render(
      <MemoryRouter initialEntries={["/signup"]}>
        <AssistantLauncher />
      </MemoryRouter>,
    );
    expect(screen.getByRole("button", { name: "Open assistant" })).toHaveClass("max-md:hidden");
  });
});
