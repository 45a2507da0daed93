import type { DeckWidening } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const deckWideningQueryKey = ["feed", "widening"] as const;

/** What the empty deck was drawn with and how many more members each wider setting would bring. */
export const getDeckWidening = (signal?: AbortSignal) =>
  api.get<{ data: DeckWidening }>("/feed/widening", signal).then((response) => response.data);

export const deckWideningQueryOptions = () =>
  queryOptions({ queryKey: deckWideningQueryKey, queryFn: ({ signal }) => getDeckWidening(signal) });

export function useDeckWidening() {
  return useQuery(deckWideningQueryOptions());
}
