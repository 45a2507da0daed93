import http from "node:http";
import https from "node:https";

/** The most of a push service's answer that is read; nothing in it is needed beyond the status. */
export const MAX_ANSWER_BYTES = 4096;
/** The longest one push service may take to answer one request. */
const REQUEST_TIMEOUT_MS = 10_000;

export interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

/**
 * Sends one prepared Web Push request (web-push's `generateRequestDetails`) and answers the push service's
 * status. web-push's own sender reads whatever the far end answers, however long, for as long as it keeps
 * sending; this stops reading after `MAX_ANSWER_BYTES`, gives up after `REQUEST_TIMEOUT_MS` of silence, and
 * is cut short by `signal` (the batch's deadline).
 */
export function deliverPush(request: PushRequest, signal: AbortSignal): Promise<number> {
  const url = new URL(request.endpoint);
  const transport = url.protocol === "http:" ? http : https;
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(
      url,
      { method: request.method, headers: request.headers, signal, timeout: REQUEST_TIMEOUT_MS },
      (answer) => {
        let read = 0;
        const status = answer.statusCode ?? 0;
        answer.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) {
            answer.destroy();
            resolve(status);
          }
        });
        answer.on("end", () => resolve(status));
        answer.on("error", reject);
        answer.on("close", () => resolve(status));
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("the push service did not answer in time")));
    outgoing.on("error", reject);
    outgoing.end(request.body ?? undefined);
  });
}
