/** Where a suspended or banned member is sent by a refused sign-in. */
export { accountClosedLink } from "./account-closed-link.ts";
export { AccountClosedRoute } from "./routes/account-closed.tsx";
