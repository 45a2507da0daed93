import type { ContactRequestBody } from "@devmatch/shared";
import { api } from "../../../lib/api-client.ts";

/** A visitor's message to support, with the address to answer at (sent through the support form's one hook). */
export const submitContact = (body: ContactRequestBody) => api.post<{ message: string }>("/support/contact", body);
