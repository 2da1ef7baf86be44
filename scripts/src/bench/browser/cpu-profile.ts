import type { Page } from 'playwright-core';

/** Sampling interval, µs: fine enough to see a cell's formatting among a page's renders. */
const SAMPLING_INTERVAL_US = 100;
/** The profiler's pseudo-nodes for time the main thread was not running the page's script. */
const NOT_SCRIPT = new Set(['(idle)', '(program)', '(garbage collector)']);

/** A function's share of the main thread's busy time while the profile ran. */
export interface FunctionShare {
  /** `name file:line` of the function (an anonymous one is `(anonymous)`). */
  function: string;
  /** Time in the function itself, ms, and its share of the busy time. */
  selfMs: number;
  selfShare: number;
  /** Time in the function and all it called, ms, and its share of the busy time. */
  totalMs: number;
  totalShare: number;
}

/** The parts of a DevTools Profiler.Profile read here (playwright-core does not export its type). */
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

export interface CpuProfileSummary {
  /** Time the main thread was busy (script, GC and the browser's own work), ms. */
  busyMs: number;
  functions: FunctionShare[];
}

/**
 * Runs `work` under the DevTools CPU profiler of `page` and answers where the main thread spent
 * its busy time, per function: best read on a build that is not minified (`vite build --minify
 * false`), where functions keep their names.
 */
export async function profileCpu(
  page: Page,
  work: () => Promise<void>,
): Promise<CpuProfileSummary> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
  await cdp.send('Profiler.start');
  let profile: Profile;
  try {
    await work();
  } finally {
    ({ profile } = await cdp.send('Profiler.stop'));
    await cdp.detach();
  }
  return summarise(profile);
}

function summarise(profile: Profile): CpuProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let busyUs = 0;
  profile.samples?.forEach((nodeId, index) => {
    const delta = profile.timeDeltas?.[index] ?? 0;
    const node = nodes.get(nodeId);
    if (!node || node.callFrame.functionName === '(idle)') return;
    busyUs += delta;
    add(self, functionKey(node.callFrame), delta);
    // Each function once per sample, however deep it recurses.
    const onStack = new Set<string>();
    for (let id: number | undefined = nodeId; id !== undefined; id = parents.get(id)) {
      const frame = (nodes.get(id) as ProfileNode).callFrame;
      if (frame.functionName !== '(root)') onStack.add(functionKey(frame));
    }
    for (const key of onStack) add(total, key, delta);
  });
  const functions = [...total.entries()].map(([key, totalUs]) => ({
    function: key,
    selfMs: (self.get(key) ?? 0) / 1000,
    selfShare: (self.get(key) ?? 0) / busyUs,
    totalMs: totalUs / 1000,
    totalShare: totalUs / busyUs,
  }));
  return { busyMs: busyUs / 1000, functions };
}

function functionKey(frame: CallFrame): string {
  if (NOT_SCRIPT.has(frame.functionName)) return frame.functionName;
  const file = frame.url.split('/').pop()?.split('?')[0] ?? '';
  return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
}

function add(to: Map<string, number>, key: string, value: number): void {
  to.set(key, (to.get(key) ?? 0) + value);
}
