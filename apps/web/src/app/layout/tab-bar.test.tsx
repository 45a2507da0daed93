import type { UnreadSummary } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../test/render.tsx";
import { testUser } from "../../test/session-user.ts";
import { stubApi } from "../../test/stub-api.ts";
import { AppLayout } from "./app-layout.tsx";

afterEach(() => vi.unstubAllGlobals());

function renderFrame(unread: UnreadSummary, at = "/app/feed") {
  stubApi({
    "GET /session": { body: { data: testUser({ firstName: "Ada" }) } },
    "GET /notifications/unread": { body: { data: unread } },
  });
  return renderRoute(<AppLayout />, { path: at });
}

describe("section tabs", () => {
  it("lists Discover, Likes, Chats and Profile in both placements, the current one marked", async () => {
    renderFrame({ total: 0, messagesByUser: {}, matches: 0, superLikes: 0, likes: 0 }, "/app/requests");
    const placements = await screen.findAllByRole("navigation", { name: "Sections" });
    expect(placements).toHaveLength(2);
    for (const nav of placements) {
      const links = within(nav).getAllByRole("link");
      expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
        ["Discover", "/app/feed"],
        ["Likes", "/app/requests"],
        ["Chats", "/app/connections"],
        ["Profile", "/app/profile"],
      ]);
      expect(within(nav).getByRole("link", { name: "Likes" })).toHaveAttribute("aria-current", "page");
      expect(within(nav).getByRole("link", { name: "Discover" })).not.toHaveAttribute("aria-current");
    }
  });

  it("badges Chats with unread messages and new matches, and Likes with new super likes", async () => {
    renderFrame({ total: 6, messagesByUser: { u2: 3, u3: 1 }, matches: 1, superLikes: 1, likes: 0 });
    const [nav] = await screen.findAllByRole("navigation", { name: "Sections" });
    const bar = nav as HTMLElement;
    expect(await within(bar).findByRole("link", { name: "Chats 5 unread" })).toBeInTheDocument();
    expect(within(bar).getByRole("link", { name: "Likes 1 new" })).toBeInTheDocument();
    expect(within(bar).getByRole("link", { name: "Discover" })).toBeInTheDocument();
  });

  it("reaches Premium, Preferences and Settings from the menu in one tap", async () => {
    renderFrame({ total: 0, messagesByUser: {}, matches: 0, superLikes: 0, likes: 0 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Ada, account menu" }));
    expect(screen.getByRole("menuitem", { name: "Premium" })).toHaveAttribute("href", "/app/premium");
    expect(screen.getByRole("menuitem", { name: "Preferences" })).toHaveAttribute("href", "/app/preferences");
    expect(screen.getByRole("menuitem", { name: "Settings" })).toHaveAttribute("href", "/app/settings");
  });
});

describe("keyboard", () => {
  it("starts with a skip link that moves focus to the page's content", async () => {
    renderFrame({ total: 0, messagesByUser: {}, matches: 0, superLikes: 0, likes: 0 });
    await screen.findByRole("button", { name: "Ada, account menu" });
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute("href", "#main-content");
    expect(document.getElementById("main-content")?.tagName).toBe("MAIN");
  });
});
