import { act } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { SocketContext } from "../../../lib/socket/socket-context.ts";
import { SocketProvider } from "../../../lib/socket/socket-provider.tsx";
import { FakeSocket } from "../../../lib/socket/test/fake-socket.ts";
import { renderRoute } from "../../../test/render.tsx";
import { testUser } from "../../../test/session-user.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { ChatRoute } from "../routes/chat.tsx";
import { PARTNER_ID } from "./chat-fixtures.ts";

type Replies = Parameters<typeof stubApi>[0];

/** The chat with Grace, signed in as Ada, on a fake socket; `replies` answer the API calls. */
export function renderChat(
  replies: Replies,
  { socket = new FakeSocket(), connectLater = false }: { socket?: FakeSocket; connectLater?: boolean } = {},
) {
  const api = stubApi({ "GET /session": { body: { data: testUser() } }, ...replies });
  const connection = { open: () => {} };
  const view = renderRoute(
    connectLater ? (
      <LateConnection socket={socket} connection={connection}>
        <ChatRoute />
      </LateConnection>
    ) : (
      <SocketProvider socket={socket}>
        <ChatRoute />
      </SocketProvider>
    ),
    {
      path: "/app/chat/:targetUserId",
      initialEntry: `/app/chat/${PARTNER_ID}`,
      routes: { "/app/connections": "connections page", "/app/profile/:id": "profile page" },
    },
  );
  /** With `connectLater`, the app's connection appears only now, as it does once a page opened on a chat is up. */
  const connect = () => act(() => connection.open());
  return { ...view, api, socket, connect };
}

function LateConnection({
  socket,
  connection,
  children,
}: {
  socket: FakeSocket;
  connection: { open: () => void };
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  connection.open = () => setOpen(true);
  return <SocketContext value={open ? socket : null}>{children}</SocketContext>;
}
