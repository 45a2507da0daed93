/** What other features may use from connected accounts. */

export { signInConnectionsQueryOptions } from "./api/get-sign-in-connections.ts";
export { ConnectedAccountsCard } from "./components/connected-accounts-card.tsx";
