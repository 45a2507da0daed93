import type { FastifyBaseLogger } from "fastify";

/**
 * Runs `task` every `intervalMs` on this server until the returned function is called; a failure is logged and
 * the next round runs as usual. A round still running when the next is due is not started twice. Every task run
 * this way must be safe with several servers running it at once.
 */
export function every(
  log: Pick<FastifyBaseLogger, "error">,
  options: { name: string; intervalMs: number; task: () => Promise<unknown> },
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    options
      .task()
      .catch((error: unknown) => log.error({ err: error }, `${options.name} failed`))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
