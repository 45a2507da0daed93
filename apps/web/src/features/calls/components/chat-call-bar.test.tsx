import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, expect, it, vi } from "vitest";
import { SocketProvider } from "../../../lib/socket/socket-provider.tsx";
import { FakeSocket } from "../../../lib/socket/test/fake-socket.ts";
import { deferred } from "../../../test/deferred.ts";
import { renderRoute } from "../../../test/render.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { CallContext } from "../hooks/call-context.ts";
import { ChatCallBar } from "./chat-call-bar.tsx";

afterEach(() => vi.unstubAllGlobals());

function renderBar(socket = new FakeSocket()) {
  return renderRoute(
    <SocketProvider socket={socket}>
      <ChatCallBar partnerId="ben" firstName="Ben" />
    </SocketProvider>,
  );
}

it("shows the member's choice the moment they click, while the server is still answering", async () => {
  const answer = deferred<{ body: unknown }>();
  stubApi({
    "GET /chat/ben/calls": { body: { mine: false, theirs: true } },
    "PUT /chat/ben/calls": () => answer.promise,
  });
  renderBar();
  const choice = await screen.findByRole("checkbox", { name: "Video calls with Ben" });
  // Read in the same task as the click, as a person's next glance (or an automated check) may.
  fireEvent.click(choice);
  expect(choice).toBeChecked();
  expect(screen.queryByRole("button", { name: "Video call" })).toBeNull();

  answer.resolve({ body: { mine: true, theirs: true } });
  expect(await screen.findByRole("button", { name: "Video call" })).toBeVisible();
  expect(choice).toBeChecked();
});

it("goes back to the stored choice when the server refuses the change", async () => {
  stubApi({
    "GET /chat/ben/calls": { body: { mine: false, theirs: false } },
    "PUT /chat/ben/calls": {
      status: 404,
      body: { code: "NOT_FOUND", message: "This conversation is no longer available" },
    },
  });
  renderBar();
  const choice = await screen.findByRole("checkbox", { name: "Video calls with Ben" });
  await userEvent.click(choice);
  await vi.waitFor(() => expect(choice).not.toBeChecked());
});

it("reads the partner's choice again once the connection is up, so a change made before it is not missed", async () => {
  let theirs = false;
  stubApi({ "GET /chat/ben/calls": () => ({ body: { mine: true, theirs } }) });
  const socket = new FakeSocket();
  renderBar(socket);
  expect(await screen.findByText("Ben has not turned calls on")).toBeVisible();
  // Ben turned calls on while this screen's connection was still being made: no callsChanged reached it.
  theirs = true;
  socket.reconnect();
  expect(await screen.findByText("Ben has turned calls on")).toBeVisible();
  expect(screen.getByRole("button", { name: "Video call" })).toBeVisible();
});

it("shows the partner's change heard while the first read of the choices was still under way", async () => {
  const firstRead = deferred<{ body: unknown }>();
  let reads = 0;
  stubApi({
    "GET /chat/ben/calls": () => {
      reads += 1;
      return reads === 1 ? firstRead.promise : { body: { mine: true, theirs: true } };
    },
  });
  const socket = new FakeSocket();
  renderBar(socket);
  await vi.waitFor(() => expect(reads).toBe(1));
  // Ben turns calls on; the first read had been answered before that, and arrives after the event.
  socket.serverEmit("callsChanged", { userId: "ben", partnerId: "me", enabled: true });
  firstRead.resolve({ body: { mine: true, theirs: false } });
  expect(await screen.findByText("Ben has turned calls on")).toBeVisible();
});

it("offers the call only once the app's connection is open, since a call rings through it", async () => {
  stubApi({ "GET /chat/ben/calls": { body: { mine: true, theirs: true } } });
  const start = vi.fn();
  const connection = { open: () => {} };
  function Bar() {
    const [ready, setReady] = useState(false);
    connection.open = () => setReady(true);
    return (
      <CallContext value={{ start, busy: false, ready }}>
        <ChatCallBar partnerId="ben" firstName="Ben" />
      </CallContext>
    );
  }
  renderRoute(<Bar />);
  expect(await screen.findByRole("button", { name: "Video call" })).toBeDisabled();
  act(() => connection.open());
  const call = screen.getByRole("button", { name: "Video call" });
  expect(call).toBeEnabled();
  await userEvent.click(call);
  expect(start).toHaveBeenCalledWith({ _id: "ben", firstName: "Ben" });
});
