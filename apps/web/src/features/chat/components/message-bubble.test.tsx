import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MessageBubble } from "./message-bubble.tsx";

const actions = {
  onRetry: vi.fn(),
  onSendAnyway: vi.fn(),
  onEdit: vi.fn(),
  onReport: vi.fn(),
  onReply: vi.fn(),
  onReact: vi.fn(),
  onJumpTo: vi.fn(),
  nameOf: () => "Grace",
  meId: "me",
};

describe("a message", () => {
  it("shows a web address in it as a link that opens in a new tab", () => {
    const entry = {
      key: "m1",
      clientId: "c1",
      kind: "text" as const,
      text: "Slides: https://example.com/slides, enjoy",
      createdAt: new Date().toISOString(),
      mine: false,
      replyTo: null,
      reactions: [],
    };
    render(
      <ul>
        <MessageBubble entry={entry} partnerName="Grace" actions={actions} />
      </ul>,
    );
    const link = screen.getByRole("link", { name: "https://example.com/slides" });
    expect(link).toHaveAttribute("href", "https://example.com/slides");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("listitem")).toHaveTextContent("Slides: https://example.com/slides, enjoy");
  });
});
