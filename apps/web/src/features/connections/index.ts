/** What other features may use from connections. */

export { connectionsQueryOptions } from "./api/get-connections.ts";
export { ChatsAside } from "./components/chats-aside.tsx";
export { ConnectionsRoute } from "./routes/connections.tsx";
