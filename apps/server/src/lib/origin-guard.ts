import { API_CLIENT_HEADER } from "@devmatch/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const crossSite = () => new AppError("CROSS_SITE_REQUEST", "Cross-site requests are not allowed.");

/**
 * Refuses state-changing requests that a browser marks as coming from another origin. Every unsafe method is
 * checked whatever its path: the router decodes percent-escapes, collapses nothing and accepts absolute-form
 * targets, so a check on the URL as written could be sidestepped by spelling the path another way.
 *
 * A request without a body, or with a multipart form, is also refused unless it carries our client header,
 * which a page of another origin cannot add without a CORS preflight (never granted here); a JSON body needs
 * a preflight by itself. That holds even for browsers that send neither Origin nor Sec-Fetch-Site. Requests with neither Origin nor Sec-Fetch-Site (curl, server-to-server) pass the
 * origin check: without a browser there is no ambient cookie to abuse.
 */
export function createOriginGuard(publicOrigin: string) {
  return async function originGuard(request: FastifyRequest, _reply: FastifyReply) {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    const foreignOrigin = origin !== undefined && origin !== publicOrigin;
    const foreignSite = fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
    if (foreignOrigin || (origin === undefined && foreignSite)) throw crossSite();
    // Bodies a cross-origin page could send without a preflight and that would reach a handler: none, or a
    // multipart form. (Other non-JSON types are refused with 415 before any handler runs.)
    const contentType = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
    const formable = contentType === undefined || contentType === "" || contentType === "multipart/form-data";
    if (formable && request.headers[API_CLIENT_HEADER] === undefined) throw crossSite();
  };
}
