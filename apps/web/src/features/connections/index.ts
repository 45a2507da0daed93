/** What other parts of the app may use from connections. */
export { ConnectionsRoute } from "./routes/connections.tsx";
