import type { Place } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Cities of the server's gazetteer whose name starts with `query`: the member picks theirs, which has a position. */
export const searchCities = async (query: string, signal?: AbortSignal) =>
  (await api.get<{ data: Place[] }>(`/geo/cities?${new URLSearchParams({ q: query })}`, signal)).data;

export const citySearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ["geo", "cities", query.trim().toLowerCase()],
    queryFn: ({ signal }) => searchCities(query.trim(), signal),
    enabled: query.trim().length >= 2,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCitySearch(query: string) {
  return useQuery(citySearchQueryOptions(query));
}
