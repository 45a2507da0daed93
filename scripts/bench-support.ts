export interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
const round = (value: number) => Math.round(value * 100) / 100;

type Request = (index: number) => Promise<Response>;

/** Runs `count` requests with `concurrency` in flight; every answer must be a 200. */
async function runBatch(request: Request, count: number, concurrency: number, firstIndex = 0) {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = firstIndex + next++;
      const started = performance.now();
      const response = await request(index);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`request ${index} answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

function figuresOf(latencies: number[], seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    rps: Math.round(latencies.length / seconds),
  };
}

/**
 * Measures several targets side by side: after a warm-up of each, each target's calls are split into `rounds`
 * batches taken in turn, so a machine that speeds up or slows down during the run affects every target alike.
 * Give a faster target more calls so that its batches last about as long as the others'. Each target's figures
 * come from all of its calls (rps: its calls over the time spent on them).
 */
export async function measureInterleaved<Name extends string>(options: {
  rounds: number;
  concurrency: number;
  targets: Record<Name, { calls: number; request: Request }>;
}): Promise<Record<Name, Figures>> {
  const names = Object.keys(options.targets) as Name[];
  for (const name of names) {
    const { calls, request } = options.targets[name];
    await runBatch(request, Math.min(30, calls), options.concurrency);
  }
  const totals = Object.fromEntries(names.map((name) => [name, { latencies: [] as number[], seconds: 0 }])) as Record<
    Name,
    { latencies: number[]; seconds: number }
  >;
  for (let roundIndex = 0; roundIndex < options.rounds; roundIndex++) {
    for (const name of names) {
      const { calls, request } = options.targets[name];
      const done = totals[name].latencies.length;
      const count = Math.min(Math.ceil(calls / options.rounds), calls - done);
      const batch = await runBatch(request, count, options.concurrency, done);
      totals[name].latencies.push(...batch.latencies);
      totals[name].seconds += batch.seconds;
    }
  }
  return Object.fromEntries(
    names.map((name) => [name, figuresOf(totals[name].latencies, totals[name].seconds)]),
  ) as Record<Name, Figures>;
}
