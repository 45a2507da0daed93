import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { SocketProvider } from "../../../lib/socket/socket-provider.tsx";
import { FakeSocket } from "../../../lib/socket/test/fake-socket.ts";
import { renderRoute } from "../../../test/render.tsx";
import { CallProvider } from "./call-provider.tsx";

const adaCalling = {
  callId: "11111111-1111-4111-8111-111111111111",
  from: { _id: "ada", firstName: "Ada", photoUrl: null },
};

function renderProvider(socket: FakeSocket) {
  return renderRoute(
    <SocketProvider socket={socket}>
      <CallProvider>
        <p>Connections</p>
      </CallProvider>
    </SocketProvider>,
  );
}

it("rings for a call that began before the screen's connection was up", async () => {
  const socket = new FakeSocket();
  socket.respond("callRinging", () => ({ ok: true, call: adaCalling }));
  renderProvider(socket);
  const ringing = await screen.findByRole("alertdialog", { name: "Ada is calling you (video call)" });
  expect(ringing).toBeVisible();
});

it("asks again after a reconnect, and rings for a call placed while the connection was down", async () => {
  const socket = new FakeSocket();
  socket.respond("callRinging", () => ({ ok: true, call: null }));
  renderProvider(socket);
  await screen.findByText("Connections");
  expect(socket.sent("callRinging")).toHaveLength(1);
  expect(screen.queryByRole("alertdialog")).toBeNull();

  socket.respond("callRinging", () => ({ ok: true, call: adaCalling }));
  socket.reconnect();
  expect(await screen.findByRole("alertdialog", { name: "Ada is calling you (video call)" })).toBeVisible();
  expect(socket.sent("callRinging")).toHaveLength(2);
});
