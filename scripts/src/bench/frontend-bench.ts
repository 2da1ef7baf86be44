import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Manifest } from 'vite' with { 'resolution-mode': 'import' };
import { pageFiles } from './first-load';
import { startApp } from './keystroke-app-server';
import { keystrokeBench } from './keystroke-bench';
import { lighthouseBench } from './lighthouse-bench';

const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..');

/** Pages measured, by the lazily loaded module each opens; targets from issue 11. */
const PAGES = [
  { path: '/login', module: 'src/features/auth/login-page.tsx', targetGzipJs: 150_000 },
  { path: '/jobs', module: 'src/features/jobs/jobs-page.tsx', targetGzipJs: undefined },
] as const;

/** Issue 11's measurement before code splitting: one bundle for every page. */
const BEFORE = '808 kB JS (256 kB gzip), 239 kB CSS, one bundle for every page';

/** The server's brotli quality (the compression package's default). */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * From a fresh production build — or from `dist` when given: the JS and CSS each page loads
 * first, then, with the app serving that build, keystroke timing in a 300-field job form and
 * Lighthouse's mobile performance score of /login and /jobs.
 */
export async function frontendBench(dist?: string): Promise<void> {
  const buildDir = dist ? undefined : await mkdtemp(join(tmpdir(), 'bench-frontend-'));
  try {
    const root = dist ?? (await build(buildDir as string));
    await firstLoad(root);
    const app = await startApp(root);
    try {
      await keystrokeBench(app.origin);
      await lighthouseBench(app.origin);
    } finally {
      await app.stop();
    }
  } finally {
    if (buildDir) await rm(buildDir, { recursive: true, force: true });
  }
}

/**
 * The JS and CSS each page loads first (raw, gzip and brotli, each file compressed on its own as
 * the server sends it).
 */
async function firstLoad(root: string): Promise<void> {
  const indexHtml = await readFile(join(root, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(join(root, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  console.log(
    `First load from ${root} (kB = 1,000 bytes; gzip at zlib's default level, brotli at the server's quality 4)`,
  );
  console.table(
    Object.fromEntries(
      await Promise.all(
        PAGES.map(async (page) => {
          const files = pageFiles(indexHtml, manifest, page.module);
          const js = await sizeOf(root, files.scripts);
          const css = await sizeOf(root, files.styles);
          return [page.path, row(js, css, page.targetGzipJs)] as const;
        }),
      ),
    ),
  );
  console.log(`Before issue 11: ${BEFORE}`);
}

async function build(outDir: string): Promise<string> {
  await promisify(execFile)(
    'npm',
    ['run', 'build', '-w', 'frontend', '--silent', '--', '--outDir', outDir, '--emptyOutDir'],
    { cwd: REPOSITORY_ROOT },
  );
  return outDir;
}

async function sizeOf(root: string, files: ReadonlySet<string>): Promise<Size> {
  const contents = await Promise.all([...files].map((file) => readFile(join(root, file))));
  return {
    raw: contents.reduce((sum, content) => sum + content.length, 0),
    gzip: contents.reduce((sum, content) => sum + gzipSync(content).length, 0),
    brotli: contents.reduce((sum, content) => sum + brotliCompressSync(content, BROTLI).length, 0),
  };
}

function row(js: Size, css: Size, targetGzipJs: number | undefined) {
  return {
    'JS kB': kB(js.raw),
    'JS gzip kB': kB(js.gzip),
    'JS br kB': kB(js.brotli),
    'CSS kB': kB(css.raw),
    'CSS gzip kB': kB(css.gzip),
    'target JS gzip kB': targetGzipJs ? `≤ ${kB(targetGzipJs)}` : '—',
    ratio: targetGzipJs ? `${(js.gzip / targetGzipJs).toFixed(2)}×` : '—',
  };
}

function kB(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}
