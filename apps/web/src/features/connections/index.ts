/** What other features may use from connections. */

export { connectionsQueryOptions } from "./api/get-connections.ts";
export { ConnectionsRoute } from "./routes/connections.tsx";
