import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionUserQueryKey } from "../../lib/session-user.ts";
import { renderRoute } from "../../test/render.tsx";
import { testUser } from "../../test/session-user.ts";
import { stubApi } from "../../test/stub-api.ts";
import { AppLayout } from "./app-layout.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("navbar profile menu", () => {
  it("shows the person and logs them out to the sign-in page", async () => {
    const api = stubApi({
      "GET /session": { body: { data: testUser({ firstName: "Ada", lastName: "Lovelace" }) } },
      "POST /logout": { body: { message: "Logged out" } },
    });
    const user = userEvent.setup();
    const view = renderRoute(<AppLayout />, { path: "/app/feed", routes: { "/login": "login page" } });
    view.queryClient.setQueryData(["some-other-data"], [1, 2, 3]);

    const trigger = await screen.findByRole("button", { name: "Ada, account menu" });
    expect(trigger).toHaveTextContent("AL");
    await user.click(trigger);
    expect(screen.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/app/profile");
    expect(screen.getByRole("menuitem", { name: "Chats" })).toHaveAttribute("href", "/app/connections");
    expect(screen.getByRole("menuitem", { name: "Likes" })).toHaveAttribute("href", "/app/requests");
    expect(screen.queryByRole("menuitem", { name: "Moderation" })).toBeNull();
    await user.click(screen.getByRole("menuitem", { name: "Logout" }));

    expect(await screen.findByText("login page")).toBeInTheDocument();
    expect(api.calls.map((call) => call.route)).toContain("POST /logout");
    expect(view.queryClient.getQueryData(sessionUserQueryKey)).toBeNull();
    expect(view.queryClient.getQueryData(["some-other-data"])).toBeUndefined();
  });

  it("shows the member's primary photo as its thumbnail", async () => {
    const photos = [
      { id: "p1", url: "/api/photos/p1.webp", thumbUrl: "/api/photos/p1-thumb.webp", isPrimary: true },
      { id: "p2", url: "/api/photos/p2.webp", thumbUrl: "/api/photos/p2-thumb.webp", isPrimary: false },
    ];
    stubApi({ "GET /session": { body: { data: testUser({ photos, photoUrl: "/api/photos/p1.webp" }) } } });
    renderRoute(<AppLayout />, { path: "/app/feed" });
    const trigger = await screen.findByRole("button", { name: "Ada, account menu" });
    expect(trigger.querySelector("img")).toHaveAttribute("src", "/api/photos/p1-thumb.webp");
  });

  it("leads a moderator to the console", async () => {
    stubApi({ "GET /session": { body: { data: testUser({ isModerator: true }) } } });
    const user = userEvent.setup();
    renderRoute(<AppLayout />, { path: "/app/feed" });
    await user.click(await screen.findByRole("button", { name: "Ada, account menu" }));
    expect(screen.getByRole("menuitem", { name: "Moderation" })).toHaveAttribute("href", "/moderation");
  });

  it("ends this browser's push subscription, at the push service and on the server, before signing out", async () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/this-browser";
    const unsubscribe = vi.fn(async () => true);
    const getSubscription = vi.fn(async () => ({ endpoint, unsubscribe }));
    vi.stubGlobal("Notification", class {});
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager: { getSubscription } }) },
    });
    try {
      const api = stubApi({
        "GET /session": { body: { data: testUser() } },
        "DELETE /push/subscribe": { body: { message: "Notifications are off for this browser." } },
        "POST /logout": { body: { message: "Logged out" } },
      });
      const user = userEvent.setup();
      renderRoute(<AppLayout />, { path: "/app/feed", routes: { "/login": "login page" } });
      await user.click(await screen.findByRole("button", { name: /account menu/ }));
      await user.click(screen.getByRole("menuitem", { name: "Logout" }));
      expect(await screen.findByText("login page")).toBeInTheDocument();
      expect(unsubscribe).toHaveBeenCalledOnce();
      const routes = api.calls.map((call) => call.route);
      expect(routes.indexOf("DELETE /push/subscribe")).toBeLessThan(routes.indexOf("POST /logout"));
      expect(api.bodyOf("DELETE /push/subscribe")).toEqual({ endpoint });
    } finally {
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
  });

  it("keeps the person signed in when logout fails", async () => {
    stubApi({
      "GET /session": { body: { data: testUser() } },
      "POST /logout": { status: 500 },
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    const view = renderRoute(<AppLayout />, { path: "/app/feed", routes: { "/login": "login page" } });
    await user.click(await screen.findByRole("button", { name: /account menu/ }));
    await user.click(screen.getByRole("menuitem", { name: "Logout" }));
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByText("login page")).toBeNull();
    expect(view.queryClient.getQueryData(sessionUserQueryKey)).toMatchObject({ firstName: "Ada" });
    error.mockRestore();
  });
});
