import type { ExportLink } from "@devmatch/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const createExport = async () => (await api.post<{ data: ExportLink }>("/account/export")).data;

export function useCreateExport() {
  return useMutation({ mutationFn: createExport });
}
