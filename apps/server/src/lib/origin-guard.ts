import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing API requests that a browser marks as coming from another site. Requests with neither
 * header (curl, server-to-server) are let through: without a browser there is no ambient cookie to abuse.
 */
export function createOriginGuard(publicOrigin: string) {
  return async function originGuard(request: FastifyRequest, _reply: FastifyReply) {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    const foreignOrigin = origin !== undefined && origin !== publicOrigin;
    const foreignSite = fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
    if (foreignOrigin || (origin === undefined && foreignSite)) {
      throw new AppError(403, "CROSS_SITE_REQUEST", "Cross-site requests are not allowed.");
    }
  };
}
