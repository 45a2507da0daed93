/** What other features may use from connected accounts. */

export { ConnectedAccountsCard } from "./components/connected-accounts-card.tsx";
