import type { ContactRequestBody } from "@devmatch/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** A visitor's message to support, with the address to answer at. */
export const submitContact = (body: ContactRequestBody) => api.post<{ message: string }>("/support/contact", body);

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
