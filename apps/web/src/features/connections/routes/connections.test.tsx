import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { connection } from "../../../test/connection-fixture.ts";
import { deferred } from "../../../test/deferred.ts";
import { renderRoute } from "../../../test/render.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { ConnectionsRoute } from "./connections.tsx";

afterEach(() => vi.unstubAllGlobals());

const grace = connection();

function renderConnections(reply: Parameters<typeof stubApi>[0][string]) {
  stubApi({ "GET /user/connections": reply });
  return renderRoute(<ConnectionsRoute />, {
    path: "/app/connections",
    routes: { "/app/chat/:id": "chat page", "/app/profile/:id": "profile page", "/app/feed": "feed page" },
  });
}

describe("connections", () => {
  it("shows skeletons while loading", async () => {
    const reply = deferred<{ body: unknown }>();
    renderConnections(() => reply.promise);
    expect(await screen.findByRole("status")).toHaveTextContent("Loading connections…");
    reply.resolve({ body: { data: [grace] } });
    expect(await screen.findByRole("list", { name: "Connections" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("lists each match with age, gender and about; the card opens the profile and Chat the conversation", async () => {
    const user = userEvent.setup();
    const view = renderConnections({ body: { data: [grace] } });
    const item = within(await screen.findByRole("list", { name: "Connections" })).getByRole("listitem");
    const profileLink = within(item).getByRole("link", { name: /Grace Hopper/ });
    expect(profileLink).toHaveAttribute("href", "/app/profile/u2");
    expect(profileLink).toHaveTextContent("29 · Female");
    expect(profileLink).toHaveTextContent("I ship compilers and bake sourdough.");
    const chat = within(item).getByRole("link", { name: "Chat with Grace" });
    expect(chat).toHaveAttribute("href", "/app/chat/u2");
    await user.click(chat);
    expect(await screen.findByText("chat page")).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe("/app/chat/u2");
  });

  it("says when there are no matches yet and points to the feed", async () => {
    renderConnections({ body: { data: [] } });
    expect(await screen.findByRole("heading", { name: "No Connections Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find matches" })).toHaveAttribute("href", "/app/feed");
  });

  it("offers to try again when the list cannot be loaded", async () => {
    const answers = [{ status: 500, body: { code: "INTERNAL" } }, { body: { data: [grace] } }];
    renderConnections(() => answers.shift() ?? {});
    const alert = await screen.findByRole("alert");
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Chat with Grace" })).toBeInTheDocument();
  });
});
