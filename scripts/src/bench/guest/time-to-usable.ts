/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import {
  screenEmulationMetrics,
  throttling,
  userAgents,
} from 'lighthouse/core/config/constants.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * Lighthouse's mobile preset (slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up; 4× CPU) as
 * Lighthouse itself applies it through DevTools (its `devtools` throttling method): the RTT and
 * throughputs adjusted for throttling per request rather than per packet.
 */
const SLOW_4G = throttling.mobileSlow4G;
const SCREEN = screenEmulationMetrics.mobile;
const KBPS_TO_BYTES_PER_S = 1024 / 8;

export const USABLE_METHOD =
  `headless Chromium, Lighthouse's mobile screen (${SCREEN.width}×${SCREEN.height}) and its ` +
  `slow 4G and ${SLOW_4G.cpuSlowdownMultiplier}× CPU through the DevTools protocol as Lighthouse's ` +
  `devtools throttling sets them (Network.emulateNetworkConditions: ${SLOW_4G.requestLatencyMs} ms ` +
  `a request, ${Math.round(SLOW_4G.downloadThroughputKbps)} kbps down, ` +
  `${Math.round(SLOW_4G.uploadThroughputKbps)} kbps up; Emulation.setCPUThrottlingRate ` +
  `${SLOW_4G.cpuSlowdownMultiplier}); usable: from navigation start to the first frame painted ` +
  'with the element visible and enabled';

/** What makes a page usable: the first element matching `selector` (and holding `text`). */
export interface UsableElement {
  selector: string;
  text?: string;
}

/** One cold visit of a page, as a guest's phone on slow 4G loads it. */
export interface Visit {
  /** From navigation start to the usable element painted, ms. */
  usableMs: number;
  /** The scripts loaded before then: their count and bytes, gzip at zlib's default level. */
  scripts: number;
  jsGzip: number;
  /** Bytes the browser received before the page was usable (headers, server compression). */
  transferToUsable: number;
  /** Bytes the browser received (service worker included) until its network was quiet. */
  transferTotal: number;
}

const USABLE_TIMEOUT_MS = 90_000;
/** The network counts as quiet after this long without a request under way. */
const QUIET_MS = 2_000;
const QUIET_TIMEOUT_MS = 60_000;

/**
 * Opens `url` in a fresh browser context (nothing cached, no service worker) under the slow 4G
 * and CPU throttling above and answers when `usable` was painted and what the page had loaded by
 * then, the scripts' bytes read from the build in `dist` the page was served from.
 */
export async function visit(
  browser: Browser,
  url: string,
  usable: UsableElement,
  dist: string,
): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: SCREEN.width, height: SCREEN.height },
    deviceScaleFactor: SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  try {
    const network = watchNetwork(context);
    const page = await context.newPage();
    await throttle(page);
    await page.addInitScript(watchUsable, usable);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.guestUsableAt !== undefined, undefined, {
      timeout: USABLE_TIMEOUT_MS,
      polling: 100,
    });
    const loaded = await page.evaluate(loadedByUsable);
    await network.quiet();
    const origin = new URL(url).origin;
    const scripts = loaded.scripts.filter((script) => new URL(script).origin === origin);
    return {
      usableMs: loaded.usableAt,
      scripts: scripts.length,
      jsGzip: await gzipBytes(dist, scripts),
      transferToUsable: loaded.transfer,
      transferTotal: await network.bytes(),
    };
  } finally {
    await context.close();
  }
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.requestLatencyMs,
    downloadThroughput: SLOW_4G.downloadThroughputKbps * KBPS_TO_BYTES_PER_S,
    uploadThroughput: SLOW_4G.uploadThroughputKbps * KBPS_TO_BYTES_PER_S,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdownMultiplier });
}

/** Every response of the context (pages and service workers), and when none is under way. */
function watchNetwork(context: BrowserContext) {
  const sizes: Promise<number>[] = [];
  let open = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    open += delta;
    lastChange = Date.now();
  };
  context.on('request', () => change(1));
  context.on('requestfailed', () => change(-1));
  context.on('requestfinished', (request) => {
    change(-1);
    sizes.push(
      request.sizes().then(
        (size) => size.responseBodySize + size.responseHeadersSize,
        () => 0,
      ),
    );
  });
  return {
    async quiet(): Promise<void> {
      const deadline = Date.now() + QUIET_TIMEOUT_MS;
      while (open > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline)
          throw new Error(`The network was not quiet within ${QUIET_TIMEOUT_MS / 1000} s`);
        await sleep(200);
      }
    },
    bytes: async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0),
  };
}

async function gzipBytes(dist: string, scripts: readonly string[]): Promise<number> {
  let total = 0;
  for (const script of scripts) {
    total += gzipSync(await readFile(join(dist, new URL(script).pathname))).length;
  }
  return total;
}

declare global {
  interface Window {
    guestUsableAt?: number;
  }
}

/**
 * Runs in the page before its own scripts (serialised by Playwright: self-contained). Checks on
 * every change of the document; once the element is there, visible and enabled, notes the time
 * of the next painted frame (a task queued from the next animation frame runs after its paint).
 */
function watchUsable({ selector, text }: UsableElement): void {
  const found = () =>
    Array.from(document.querySelectorAll<HTMLElement>(selector)).some(
      (element) =>
        (text === undefined || element.textContent?.includes(text)) &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== 'hidden',
    );
  const observer = new MutationObserver(() => {
    if (!found()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.guestUsableAt = performance.now()), 0));
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

/** Runs in the page: the scripts and bytes loaded by the time it was usable. */
function loadedByUsable(): { usableAt: number; scripts: string[]; transfer: number } {
  const usableAt = window.guestUsableAt as number;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const before = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) => entry.responseEnd <= usableAt,
  );
  return {
    usableAt,
    scripts: before
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.name),
    transfer: before.reduce(
      (sum, entry) => sum + entry.transferSize,
      navigation?.transferSize ?? 0,
    ),
  };
}
