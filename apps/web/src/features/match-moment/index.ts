/** What other features may use from the match moment. */
export { type FirstMessageState, MatchMoment, type MatchMomentData } from "./components/match-moment.tsx";
export { MatchMomentHost } from "./components/match-moment-host.tsx";
export { useMatchMomentOpen } from "./hooks/use-match-moment-open.ts";
