import type { Connection } from "@devmatch/shared";
import { useQueryClient } from "@tanstack/react-query";
import { connectionsQueryKey } from "../../../lib/query-keys.ts";
import { rereadQueries } from "../../../lib/reread-queries.ts";
import { useSocketEvent } from "../../../lib/socket/use-socket-event.ts";
import { useConnections } from "../api/get-connections.ts";

/**
 * The conversations as they happen: a message either way moves its chat to the top with the new preview (the
 * list is asked again, so order, preview and counts come from one place), and presence changes the dot at once.
 */
export function useLiveConnections() {
  const queryClient = useQueryClient();
  const refresh = () => void rereadQueries(queryClient, { queryKey: connectionsQueryKey, exact: true });
  useSocketEvent("messageReceived", refresh);
  useSocketEvent("connect", refresh);
  useSocketEvent("userOnlineStatus", ({ userId, isOnline, lastSeen }) =>
    queryClient.setQueryData<Connection[]>(connectionsQueryKey, (list) =>
      list?.map((item) =>
        item._id === userId ? { ...item, isOnline, lastActive: lastSeen ?? item.lastActive } : item,
      ),
    ),
  );
  return useConnections();
}
