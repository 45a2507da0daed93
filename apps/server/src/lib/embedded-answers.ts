import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { EMBEDDED_ANSWERS_ELEMENT_ID, type FeedPage, firstPhotoUrl } from "@devmatch/shared";
import negotiate from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Written per request, so a quick setting: most of the size saved for little of the time. */
const BROTLI_QUALITY = 5;

/** A first answer as the page carries it: what the client would have got from asking. */
export interface EmbeddedAnswer {
  status: number;
  body: unknown;
}

/** The images a first answer's screen draws first: the page asks for them as it arrives, beside the code. */
const FIRST_IMAGES: Record<string, (body: unknown) => (string | undefined)[]> = {
  "/api/feed": (body) => {
    const top = (body as Partial<FeedPage>).data?.[0];
    return [top ? firstPhotoUrl(top) : undefined];
  },
};

/**
 * Longest an answer is waited for before the page goes without it (the client then asks for it itself): the page
 * itself waits for its answers, and one may depend on a slow provider (My Profile's tips on the AI's).
 */
const ANSWER_WAIT_MS = 1_000;

type Answered = readonly [string, EmbeddedAnswer] | undefined;

async function askApp(app: FastifyInstance, request: FastifyRequest, url: string): Promise<Answered> {
  const response = await app.inject({
    method: "GET",
    url,
    remoteAddress: request.ip,
    headers: {
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      ...(request.headers["user-agent"] ? { "user-agent": request.headers["user-agent"] } : {}),
    },
  });
  const isJson = response.headers["content-type"]?.toString().startsWith("application/json");
  // A cookie the answer sets would be lost in the page: the client asks for such an answer itself.
  if (response.statusCode >= 500 || !isJson || response.headers["set-cookie"]) return undefined;
  return [url, { status: response.statusCode, body: response.json() }] as const;
}

/** One answer, or none when it fails (the app closing, say) or comes too late: the page goes out without it. */
async function askAppInTime(app: FastifyInstance, request: FastifyRequest, url: string): Promise<Answered> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ANSWER_WAIT_MS);
  });
  try {
    return await Promise.race([askApp(app, request, url), late]);
  } catch (error) {
    request.log.warn({ err: error, url }, "a page's first answer could not be written into it");
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks the app itself for a page's first answers, as the member's browser would have (their cookie, their
 * address), so each goes through the same authentication, checks and presenters. An answer that fails, is a
 * server error or takes too long is left out: the client asks for it itself.
 */
export async function answerFirst(app: FastifyInstance, request: FastifyRequest, urls: string[]) {
  const answers = await Promise.all(urls.map((url) => askAppInTime(app, request, url)));
  return Object.fromEntries(answers.filter((answer) => answer !== undefined)) as Record<string, EmbeddedAnswer>;
}

/**
 * JSON that cannot end the script element holding it, whatever a member wrote in their profile: `<`, `>` and `&`
 * are written as escapes, which JSON.parse reads back as they were.
 */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

const attribute = (value: string) =>
  value.replace(/[&"<>]/g, (char) => ({ "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" })[char] ?? char);

/** The page with its first answers inside, and the images those answers' screen opens on asked for first. */
export function withEmbeddedAnswers(html: string, answers: Record<string, EmbeddedAnswer>) {
  const images = Object.entries(answers).flatMap(([url, answer]) =>
    answer.status < 300 ? (FIRST_IMAGES[url]?.(answer.body) ?? []) : [],
  );
  const preloads = images
    .filter((image) => image !== undefined)
    .map((image) => `<link rel="preload" as="image" fetchpriority="high" href="${attribute(image)}">`);
  const script = `<script type="application/json" id="${EMBEDDED_ANSWERS_ELEMENT_ID}">${scriptSafeJson(answers)}</script>`;
  // A function, so that `$&` or `` $` `` in what a member wrote is not read as a replacement pattern.
  return html.replace("</head>", () => `${preloads.join("")}${script}</head>`);
}

/**
 * Sends a page written per request, compressed as the browser accepts (the compression plugin only sees routes,
 * and pages are answered by the not-found handler).
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const encoding = negotiate(request.headers["accept-encoding"]?.toString() ?? "", ["br", "gzip", "identity"]);
  reply.header("vary", "cookie, accept-encoding").type("text/html; charset=utf-8");
  if (encoding === "br") {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    return reply.header("content-encoding", "br").send(body);
  }
  if (encoding === "gzip") return reply.header("content-encoding", "gzip").send(await gzipped(html));
  return reply.send(html);
}
