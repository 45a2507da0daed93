import { SocketProvider } from "../../../lib/socket/socket-provider.tsx";
import { FakeSocket } from "../../../lib/socket/test/fake-socket.ts";
import { renderRoute } from "../../../test/render.tsx";
import { testUser } from "../../../test/session-user.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { ChatRoute } from "../routes/chat.tsx";
import { PARTNER_ID } from "./chat-fixtures.ts";

type Replies = Parameters<typeof stubApi>[0];

/** The chat with Grace, signed in as Ada, on a fake socket; `replies` answer the API calls. */
export function renderChat(replies: Replies, { socket = new FakeSocket() }: { socket?: FakeSocket } = {}) {
  const api = stubApi({ "GET /session": { body: { data: testUser() } }, ...replies });
  const view = renderRoute(
    <SocketProvider socket={socket}>
      <ChatRoute />
    </SocketProvider>,
    {
      path: "/app/chat/:targetUserId",
      initialEntry: `/app/chat/${PARTNER_ID}`,
      routes: { "/app/connections": "connections page", "/app/profile/:id": "profile page" },
    },
  );
  return { ...view, api, socket };
}
