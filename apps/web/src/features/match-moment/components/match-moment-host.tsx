import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSocketEvent } from "../../../lib/socket/use-socket-event.ts";
import { connectionsQueryOptions } from "../../connections/index.ts";
import { MatchMoment, type MatchMomentData } from "./match-moment.tsx";

/**
 * A match made by the partner while the member is in the app arrives live and shows the same moment as the
 * member's own swipe (the server then sends no email about it). The partner's photo and the mode come from the
 * chats list, read fresh.
 */
export function MatchMomentHost() {
  const queryClient = useQueryClient();
  const [match, setMatch] = useState<MatchMomentData | null>(null);
  useSocketEvent("notification", (event) => {
    if (event.type !== "match") return;
    const partner = { _id: event.fromUserId, firstName: event.firstName, photoUrl: null };
    void queryClient
      .fetchQuery({ ...connectionsQueryOptions(), staleTime: 0 })
      .then((connections) => {
        const connection = connections.find((item) => item._id === event.fromUserId);
        setMatch({
          partner: { ...partner, photoUrl: connection?.photoUrl ?? null },
          mode: connection?.mode ?? event.mode ?? "date",
        });
      })
      .catch(() => setMatch({ partner, mode: event.mode ?? "date" }));
  });
  return <MatchMoment match={match} onClose={() => setMatch(null)} />;
}
