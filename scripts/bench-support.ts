export interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
const round = (value: number) => Math.round(value * 100) / 100;

/** Runs `calls` requests with `concurrency` in flight, after a short warm-up; every answer must be a 200. */
export async function measure(options: {
  calls: number;
  concurrency: number;
  request: (index: number) => Promise<Response>;
}): Promise<Figures> {
  const run = async (count: number) => {
    const latencies: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < count) {
        const index = next++;
        const started = performance.now();
        const response = await options.request(index);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`request ${index} answered ${response.status}`);
        latencies.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    return { latencies, seconds: (performance.now() - started) / 1000 };
  };
  await run(Math.min(30, options.calls));
  const { latencies, seconds } = await run(options.calls);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    rps: Math.round(options.calls / seconds),
  };
}
