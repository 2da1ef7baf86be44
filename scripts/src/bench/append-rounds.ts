import type { NewEvent } from '@job-intake/backend/tools';

/** One way of appending a new stream's events: the project's store or a reference. */
export interface AppendContender {
  readonly name: string;
  append(streamId: string, events: readonly NewEvent[]): Promise<void>;
  close(): Promise<void>;
}

/** A new stream id and its events, made before the clock starts. */
export type MakeAppend = () => { streamId: string; events: NewEvent[] };

/** Appends/s of `appends` appends spread over `writers` concurrent writers. */
export async function appendsPerSecond(
  contender: AppendContender,
  writers: number,
  appends: number,
  makeAppend: MakeAppend,
): Promise<number> {
  // One iterator shared by the writers: each takes the next append when its last one is done.
  const work = Array.from({ length: appends }, makeAppend).values();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      for (const { streamId, events } of work) await contender.append(streamId, events);
    }),
  );
  return (appends * 1000) / Math.max(performance.now() - started, 1);
}

/**
 * Each contender's median appends/s over `rounds` rounds, the contenders taking turns within a
 * round so that a busy moment of the machine falls on all of them alike.
 */
export async function interleavedMedians(
  contenders: readonly AppendContender[],
  rounds: number,
  run: (contender: AppendContender) => Promise<number>,
): Promise<number[]> {
  const rates = contenders.map((contender) => ({ contender, values: [] as number[] }));
  for (let round = 1; round <= rounds; round += 1) {
    for (const { contender, values } of rates) {
      const rate = await run(contender);
      values.push(rate);
      console.log(`round ${round}, ${contender.name}: ${Math.round(rate)} appends/s`);
    }
  }
  return rates.map(({ values }) => median(values));
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}
