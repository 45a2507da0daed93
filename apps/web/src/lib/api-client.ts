import { API_CLIENT_HEADER, type ApiErrorBody, type ApiErrorCode } from "@devmatch/shared";
import { takeEmbeddedAnswer } from "./embedded-answers.ts";

/** An error answer from our API, carrying the status and the parsed body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ApiErrorBody>;

  constructor(status: number, body: Partial<ApiErrorBody>) {
    super(body.message ?? `Request failed with status ${status}`);
    this.status = status;
    this.body = body;
  }

  /** The API's error code (each code always comes with the same status). */
  get code(): ApiErrorCode | undefined {
    return this.body.code;
  }
}

/** Whether `error` is an API answer with one of these codes: screens decide by code, never by bare status. */
export function isApiError(error: unknown, ...codes: ApiErrorCode[]): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  return codes.length === 0 || (error.code !== undefined && codes.includes(error.code));
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

async function send<T>(
  method: Method,
  path: string,
  init: Pick<RequestInit, "body" | "headers" | "signal">,
): Promise<T> {
  const embedded = method === "GET" ? takeEmbeddedAnswer(`/api${path}`) : undefined;
  if (embedded) return answered<T>(embedded.status, embedded.body);
  const headers = method === "GET" ? init.headers : { [API_CLIENT_HEADER]: "web", ...init.headers };
  const response = await fetch(`/api${path}`, { method, credentials: "same-origin", ...init, headers });
  const text = await response.text();
  return answered<T>(response.status, text ? safeJson(text) : {});
}

function answered<T>(status: number, parsed: unknown): T {
  if (status < 200 || status >= 300) throw new ApiError(status, (parsed ?? {}) as Partial<ApiErrorBody>);
  return parsed as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

const sendJson = <T>(method: Method, path: string, body: unknown) =>
  send<T>(method, path, { headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => send<T>("GET", path, { signal }),
  post: <T>(path: string, body: unknown = {}) => sendJson<T>("POST", path, body),
  put: <T>(path: string, body: unknown = {}) => sendJson<T>("PUT", path, body),
  patch: <T>(path: string, body: unknown = {}) => sendJson<T>("PATCH", path, body),
  delete: <T>(path: string, body?: unknown) =>
    body === undefined ? send<T>("DELETE", path, {}) : sendJson<T>("DELETE", path, body),
  // No content type here: the browser writes the multipart one itself, with the boundary it chose.
  upload: <T>(path: string, formData: FormData) => send<T>("POST", path, { body: formData }),
};

/** The server's message when it sent one, else the screen's own fallback text. */
/** A refusal that names the field it is about ("audio: …", "replyTo: …") without it: the person needs the reason. */
export const withoutFieldName = (message: string) => message.replace(/^\w+: /, "");

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body.message) return error.body.message;
  return fallback;
}
