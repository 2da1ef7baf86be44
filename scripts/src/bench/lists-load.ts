import { cpuBetween, type CpuMeter, type CpuUse } from './lists-cpu';

/** What one request of a case brought back. */
export interface Outcome {
  readonly wireBytes: number;
  readonly jsonBytes: number;
  /** For a command: when its answer came, before the wait for the change to be read back. */
  readonly answeredMs?: number;
}

/** One request of a case; `index` counts the case's requests from 0. */
export type Operation = (index: number) => Promise<Outcome>;

export interface LoadOptions {
  readonly concurrency: number;
  readonly requests: number;
  /** A slow case stops early after this long, with the requests it made. */
  readonly budgetMs: number;
  /** The index of the first request (default 0). */
  readonly firstIndex?: number;
}

export interface Sample extends Outcome {
  readonly ms: number;
}

export interface LoadResult {
  readonly samples: readonly Sample[];
  readonly wallMs: number;
  /** The server's CPU time over the load, when it was metered. */
  readonly cpu?: CpuUse;
}

/**
 * Runs `requests` operations from `concurrency` workers, each starting its next one when its
 * last one answered (a closed loop, as users who wait for the page), until all are made or the
 * budget is spent.
 */
export async function runLoad(operation: Operation, options: LoadOptions): Promise<LoadResult> {
  const samples: Sample[] = [];
  const started = performance.now();
  const deadline = started + options.budgetMs;
  let next = 0;
  const worker = async () => {
    while (next < options.requests && performance.now() < deadline) {
      const index = (options.firstIndex ?? 0) + next++;
      const sent = performance.now();
      const outcome = await operation(index);
      samples.push({ ...outcome, ms: performance.now() - sent });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { samples, wallMs: performance.now() - started };
}

/**
 * Each operation's load split into `rounds` turns, the operations taking turns within a round, so
 * that a busy moment of the machine falls on all of them alike; each one's samples joined, and
 * with a `meter` the server's CPU time over each one's turns.
 */
export async function interleavedLoads(
  operations: readonly Operation[],
  load: LoadOptions,
  rounds: number,
  meter?: CpuMeter,
): Promise<LoadResult[]> {
  const parts: LoadResult[][] = operations.map(() => []);
  const requests = Math.ceil(load.requests / rounds);
  const budgetMs = load.budgetMs / rounds;
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, operation] of operations.entries()) {
      const firstIndex = round * requests;
      const before = await meter?.();
      const run = await runLoad(operation, { ...load, requests, budgetMs, firstIndex });
      const after = await meter?.();
      parts[i]?.push(before && after ? { ...run, cpu: cpuBetween(before, after) } : run);
    }
  }
  return parts.map((runs) => ({
    samples: runs.flatMap((run) => run.samples),
    wallMs: runs.reduce((sum, run) => sum + run.wallMs, 0),
    ...(meter && { cpu: totalCpu(runs) }),
  }));
}

function totalCpu(runs: readonly LoadResult[]): CpuUse {
  const sum = (part: keyof CpuUse) =>
    runs.reduce((total, run) => total + (run.cpu?.[part] ?? 0), 0);
  return { backendMs: sum('backendMs'), databaseMs: sum('databaseMs') };
}

/** The highest value `read` gave, read every `everyMs` while `work` runs. */
export async function peakDuring<T>(
  work: Promise<T>,
  read: () => Promise<number>,
  everyMs = 100,
): Promise<{ result: T; peak: number }> {
  let peak = await read();
  let running = true;
  const sampling = (async () => {
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      peak = Math.max(peak, await read());
    }
  })();
  try {
    return { result: await work, peak };
  } finally {
    running = false;
    await sampling;
  }
}
