import type { BoostStatus } from "@devmatch/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const boostStatusQueryKey = ["premium", "boost"] as const;

export const getBoostStatus = (signal?: AbortSignal) =>
  api.get<{ data: BoostStatus }>("/premium/boost-status", signal).then((response) => response.data);

export const activateBoost = () =>
  api.post<{ data: BoostStatus }>("/premium/activate-boost").then((response) => response.data);

export function useBoostStatus() {
  // Minutes count down while the page is open.
  return useQuery(
    queryOptions({
      queryKey: boostStatusQueryKey,
      queryFn: ({ signal }) => getBoostStatus(signal),
      refetchInterval: 30_000,
    }),
  );
}

export function useActivateBoost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateBoost,
    onSuccess: (status) => queryClient.setQueryData(boostStatusQueryKey, status),
  });
}
