import { type ApiErrorBody, type ApiErrorCode, MESSAGES, statusOfError } from "@devmatch/shared";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ZodError, ZodType } from "zod";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./database-availability.ts";

export type ErrorCode = ApiErrorCode;

/**
 * The one error type services throw; the handler turns it into `{ message, code, ...extra }` with the status the
 * code always carries (`API_ERROR_STATUS` in packages/shared).
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = statusOfError(code);
  }
}

export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
export const unauthenticated = (message = "Please sign in to continue.") => new AppError("UNAUTHENTICATED", message);

/** Every 429: the wait is in the body and in `Retry-After`, whichever limit refused the request. */
export function rateLimited(
  message: string,
  retryAfterSeconds: number,
  code: "RATE_LIMITED" | "SWIPE_LIMIT" = "RATE_LIMITED",
) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(code, message, { retryAfter: seconds }, { "retry-after": String(seconds) });
}

/** A feature the member's plan does not include: 403 with the flag the web app offers an upgrade for. */
export const premiumRequired = (message: string, extra: Record<string, unknown> = {}) =>
  new AppError("PREMIUM_REQUIRED", message, { upgradeRequired: true, ...extra });

interface FieldProblem {
  field: string;
  message: string;
}

/**
 * A known refusal for an error anything threw: what HTTP answers and socket acknowledgements both send. Anything
 * else is not a refusal and is left to the caller (logged as a fault).
 */
export function refusalOf(
  error: unknown,
): { status: number; body: ApiErrorBody; headers: Record<string, string> } | null {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: { message: error.message, code: error.code, ...error.extra },
      headers: error.headers,
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: statusOfError("DATABASE_UNAVAILABLE"),
      body: { message: DATABASE_UNAVAILABLE_MESSAGE, code: "DATABASE_UNAVAILABLE" },
      headers: { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  }
  return null;
}

const DATABASE_UNAVAILABLE_MESSAGE = "We can't reach our database right now. Please try again in a few seconds.";

/** Parses a payload with a shared schema, refusing it as a 400 naming the first bad field. */
export function parseOrRefuse<T>(schema: ZodType<T>, payload: unknown): T {
  const result = schema.safeParse(payload);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** A 400 naming the first bad field, for bodies validated inside a service rather than by the route. */
export function validationError(error: ZodError): AppError {
  const details = error.issues.map((issue) => ({
    field: issue.path.join(".") || ("keys" in issue ? (issue.keys as string[]).join(", ") : "body"),
    message: issue.message,
  }));
  const first = details[0];
  return new AppError("VALIDATION_ERROR", first ? `${first.field}: ${first.message}` : "The request is invalid.", {
    details,
  });
}

function validationProblems(error: FastifyError): FieldProblem[] {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation.map((issue) => {
      const fieldPath = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
      const keys = (issue.params as { keys?: string[] }).keys;
      const field = fieldPath || keys?.join(", ") || error.validationContext || "body";
      return { field, message: issue.message ?? "is invalid" };
    });
  }
  return (error.validation ?? []).map((issue) => ({
    field: issue.instancePath.replace(/^\//, "") || error.validationContext || "body",
    message: issue.message ?? "is invalid",
  }));
}

const fastifyClientErrors: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: "PAYLOAD_TOO_LARGE", message: "The request body is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Send the request body as application/json.",
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: "PAYLOAD_TOO_LARGE", message: MESSAGES.photos.tooLarge },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Send the photo as multipart/form-data.",
  },
  FST_FILES_LIMIT_ERROR: { status: 400, code: "VALIDATION_ERROR", message: "Upload one photo at a time." },
  FST_PARTS_LIMIT_ERROR: { status: 400, code: "VALIDATION_ERROR", message: "Upload one photo at a time." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "VALIDATION_ERROR", message: "body: The request body is empty." },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "VALIDATION_ERROR",
    message: "body: The request body is not valid JSON.",
  },
};

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const refusal = refusalOf(error);
    if (refusal) return reply.status(refusal.status).headers(refusal.headers).send(refusal.body);
  }
  if (error.validation) {
    const details = validationProblems(error);
    const first = details[0];
    const message = first ? `${first.field}: ${first.message}` : "The request is invalid.";
    return reply.status(400).send({ message, code: "VALIDATION_ERROR", details });
  }
  const known = error.code ? fastifyClientErrors[error.code] : undefined;
  if (known) return reply.status(known.status).send({ message: known.message, code: known.code });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.status(error.statusCode).send({ message: error.message, code: "VALIDATION_ERROR" });
  }
  const unavailable = isDatabaseUnavailable(error) ? refusalOf(error) : null;
  if (unavailable) {
    request.log.warn({ err: error }, "database unavailable");
    return reply.status(unavailable.status).headers(unavailable.headers).send(unavailable.body);
  }
  request.log.error({ err: error }, "unhandled error");
  return reply
    .status(500)
    .send({ message: "Something went wrong on our side. Please try again.", code: "INTERNAL_ERROR" });
}
