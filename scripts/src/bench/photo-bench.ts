import { resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { cameraPhoto } from '@job-intake/backend/testing';
import sharp from 'sharp';
import { CHROMIUM, CHROMIUM_FLAGS } from './keystroke-bench';

const FRONTEND = resolve(__dirname, '..', '..', '..', 'frontend');
/** A page of no server: Playwright answers its requests (the harness, the photo). */
const ORIGIN = 'http://photo-bench.invalid';
const ROUNDS = 3;

interface Compressed {
  /** The compressed photo, base64. */
  bytes: string;
  type: string;
  name: string;
  milliseconds: number;
}

/** The guest page's own compressPhoto (features/guests/photos), as one script for a bare page. */
async function harness(): Promise<string> {
  const result = await build({
    stdin: {
      contents:
        "import { compressPhoto } from './src/features/guests/photos/compress-photo';\n" +
        'Object.assign(window, { compressPhoto });',
      resolveDir: FRONTEND,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

async function describe(label: string, photo: Buffer, milliseconds?: number) {
  const meta = await sharp(photo).metadata();
  const exif = meta.exif ? `EXIF ${meta.exif.length} B (GPS ${hasGps(meta.exif)})` : 'no EXIF';
  const time = milliseconds === undefined ? '' : `, ${milliseconds.toFixed(0)} ms`;
  const kb = (photo.length / 1024).toFixed(0);
  console.log(
    `${label.padEnd(7)} ${kb.padStart(6)} KB  ${meta.width}×${meta.height} ${meta.format}, ${exif}${time}`,
  );
}

/** Whether the EXIF block holds a GPS IFD (tag 0x8825), in either byte order. */
function hasGps(exif: Buffer): 'yes' | 'no' {
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))
    ? 'yes'
    : 'no';
}

/**
 * A 12-megapixel JPEG with its location in EXIF, made small in headless Chromium by the code the
 * guest page runs when a photo is picked: size, dimensions, EXIF before and after, and the time
 * (median of a few rounds, on this machine's CPU without throttling).
 */
export async function photoBench(): Promise<void> {
  const [photo, script] = await Promise.all([cameraPhoto(), harness()]);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/photo.jpg') return route.fulfill({ body: photo, contentType: 'image/jpeg' });
      if (path === '/harness.js')
        return route.fulfill({ body: script, contentType: 'text/javascript' });
      return route.fulfill({
        body: '<!doctype html><title>photo</title><script src="/harness.js"></script>',
        contentType: 'text/html',
      });
    });
    await page.goto(`${ORIGIN}/`);
    const rounds: Compressed[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.push(
        await page.evaluate(async () => {
          const picked = await (await fetch('/photo.jpg')).blob();
          const file = new File([picked], 'IMG_0042.jpg', { type: 'image/jpeg' });
          const compress = (window as unknown as { compressPhoto: (file: File) => Promise<File> })
            .compressPhoto;
          const started = performance.now();
          const compressed = await compress(file);
          const milliseconds = performance.now() - started;
          const bytes = new Uint8Array(await compressed.arrayBuffer());
          let binary = '';
          for (let at = 0; at < bytes.length; at += 0x8000)
            binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
          return {
            bytes: btoa(binary),
            type: compressed.type,
            name: compressed.name,
            milliseconds,
          };
        }),
      );
    }
    const times = rounds.map((round) => round.milliseconds).sort((a, b) => a - b);
    const last = rounds.at(-1)!;
    const after = Buffer.from(last.bytes, 'base64');
    console.log(
      `Photo bench: a 12-megapixel camera JPEG through compressPhoto in Chromium (${ROUNDS} rounds)`,
    );
    await describe('before', photo);
    await describe('after', after, times[Math.floor(times.length / 2)]);
    console.log(
      `sent as ${last.name} (${last.type}): ${((100 * after.length) / photo.length).toFixed(1)} % of the original; ` +
        `times ${times.map((time) => time.toFixed(0)).join(', ')} ms`,
    );
  } finally {
    await browser.close();
  }
}
