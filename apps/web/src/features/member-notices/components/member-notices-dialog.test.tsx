import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../test/render.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { MemberNoticesDialog } from "./member-notices-dialog.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("what moderators told a member", () => {
  it("shows each unread notice once and remembers it was read", async () => {
    const api = stubApi({
      "GET /account/moderation-notices": {
        body: {
          data: [
            { id: "n1", kind: "warning", reason: "Keep it kind in chat.", createdAt: "2026-11-20T10:00:00.000Z" },
            { id: "n2", kind: "photo_removed", reason: "Not a photo of you.", createdAt: "2026-11-21T10:00:00.000Z" },
          ],
        },
      },
      "POST /account/moderation-notices/seen": { body: { message: "Noted." } },
    });
    const user = userEvent.setup();
    renderRoute(<MemberNoticesDialog />);
    const dialog = await screen.findByRole("dialog", { name: "Notes from our moderators" });
    expect(dialog).toHaveTextContent("A warning from our moderators");
    expect(dialog).toHaveTextContent("Keep it kind in chat.");
    expect(dialog).toHaveTextContent("A photo was removed from your profile");
    await user.click(screen.getByRole("button", { name: "I understand" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.bodyOf("POST /account/moderation-notices/seen")).toEqual({ ids: ["n1", "n2"] });
  });

  it("shows nothing when there is nothing to say", async () => {
    const api = stubApi({ "GET /account/moderation-notices": { body: { data: [] } } });
    renderRoute(<MemberNoticesDialog />);
    await waitFor(() => expect(api.calls.length).toBe(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
