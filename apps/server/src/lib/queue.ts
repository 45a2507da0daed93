import { AppError } from "./errors.ts";

/**
 * Runs at most `atOnce` tasks together, with up to `waitingMax` more waiting their turn; anything beyond is
 * refused at once with 503, so a burst of heavy work cannot pile up and starve every other request.
 */
export function createQueue(atOnce: number, waitingMax: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < atOnce) {
        running += 1;
      } else {
        if (waiting.length >= waitingMax) {
          throw new AppError(
            "SERVER_BUSY",
            "We're processing a lot of photos right now. Try again in a moment.",
            {},
            { "retry-after": "5" },
          );
        }
        // The finishing task hands its place straight to the next in line.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

/**
 * The one line for CPU-heavy image work: photo decoding and face checks. One job at a time leaves the other core
 * to everyone else's requests; up to 8 more wait, and beyond that the server answers busy.
 */
export const imageWork = createQueue(1, 8);
