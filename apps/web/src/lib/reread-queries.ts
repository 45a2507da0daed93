import type { InvalidateQueryFilters, QueryClient } from "@tanstack/react-query";

/**
 * Reads queries again because the server said their data changed (a socket event). React Query answers a refetch
 * asked for during a first read still under way with that read, whose answer may predate the change; such reads
 * are dropped first, so what shows is read after the change.
 */
export async function rereadQueries(queryClient: QueryClient, filters: InvalidateQueryFilters) {
  await queryClient.cancelQueries({
    ...filters,
    predicate: (query) =>
      query.state.data === undefined && query.state.fetchStatus === "fetching" && (filters.predicate?.(query) ?? true),
  });
  await queryClient.invalidateQueries(filters);
}
