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
}

export interface Sample extends Outcome {
  readonly ms: number;
}

export interface LoadResult {
  readonly samples: readonly Sample[];
  readonly wallMs: number;
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
      const index = next++;
      const sent = performance.now();
      const outcome = await operation(index);
      samples.push({ ...outcome, ms: performance.now() - sent });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { samples, wallMs: performance.now() - started };
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
