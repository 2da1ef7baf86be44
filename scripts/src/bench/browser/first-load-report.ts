import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Manifest } from 'vite' with { 'resolution-mode': 'import' };
import { pageFiles } from '../first-load';

/** The previous build's figures, kept in the repository: the reference each run prints beside. */
const REFERENCE_FILE = join(__dirname, 'first-load-reference.json');

/** The app (router, store) every page but a signed-out /login loads (src/main.tsx). */
const APP = 'src/app/mount-app.tsx';

/** The signed-in shell (navigation, footer) the app's pages other than /login render in. */
const SHELL = 'src/app/layout/app-layout.tsx';

/**
 * Pages measured, by the lazily loaded modules each opens; /login's target from issue 29. A build
 * without the app's own chunk (before issue 29) has the app in index.html's files; /login is in
 * them since then (`inEntry`).
 */
const PAGES = [
  {
    path: '/login',
    modules: ['src/features/auth/login-page.tsx'],
    inEntry: true,
    targetGzipJs: 100_000,
  },
  { path: '/jobs/open', modules: [APP, SHELL, 'src/features/jobs/jobs-page.tsx'] },
  { path: '/link/{uuid}', modules: [APP, SHELL, 'src/features/guests/guest-link-page.tsx'] },
  { path: '/new/{appid}', modules: [APP, SHELL, 'src/features/guests/public-form-page.tsx'] },
  {
    path: '/unsubscribe/{uuid}',
    modules: [APP, SHELL, 'src/features/guests/unsubscribe-page.tsx'],
  },
] as const;

/** The server's brotli quality (the compression package's default). */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Bytes a page's first load fetches: JS and CSS, raw, gzip and brotli. */
interface PageSizes {
  js: number;
  jsGzip: number;
  jsBrotli: number;
  css: number;
  cssGzip: number;
}

interface Reference {
  /** Which build the figures are of. */
  build: string;
  pages: Record<string, PageSizes>;
}

/**
 * The JS and CSS each page loads first in the build at `root` (each file compressed on its own, as
 * the server sends it), beside the previous build's figures; `saveAs` makes these figures the
 * reference of the next runs, naming the build they are of.
 */
export async function firstLoadReport(root: string, saveAs?: string): Promise<void> {
  const indexHtml = await readFile(join(root, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(join(root, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const sizes = new Map<string, PageSizes>();
  for (const page of PAGES) {
    sizes.set(
      page.path,
      await pageSizes(root, pageFiles(indexHtml, manifest, page.modules, 'inEntry' in page)),
    );
  }
  const reference = await readReference();
  console.log(
    `\nFirst load of ${root}, kB = 1,000 bytes (gzip at zlib's default level, brotli at the ` +
      `server's quality 4), beside ${reference.build}; load average ${loadavg()[0]?.toFixed(1)}`,
  );
  console.table(
    Object.fromEntries(PAGES.map((page) => [page.path, row(page, sizes, reference)] as const)),
  );
  if (saveAs) {
    const saved: Reference = { build: saveAs, pages: Object.fromEntries(sizes) };
    await writeFile(REFERENCE_FILE, `${JSON.stringify(saved, null, 2)}\n`);
    console.log(`Saved as the reference of the next runs: ${REFERENCE_FILE}`);
  }
}

async function readReference(): Promise<Reference> {
  return JSON.parse(await readFile(REFERENCE_FILE, 'utf8')) as Reference;
}

async function pageSizes(
  root: string,
  files: { scripts: ReadonlySet<string>; styles: ReadonlySet<string> },
): Promise<PageSizes> {
  const read = (names: ReadonlySet<string>) =>
    Promise.all([...names].map((name) => readFile(join(root, name))));
  const [scripts, styles] = [await read(files.scripts), await read(files.styles)];
  const sum = (contents: Buffer[], size: (content: Buffer) => number) =>
    contents.reduce((total, content) => total + size(content), 0);
  return {
    js: sum(scripts, (content) => content.length),
    jsGzip: sum(scripts, (content) => gzipSync(content).length),
    jsBrotli: sum(scripts, (content) => brotliCompressSync(content, BROTLI).length),
    css: sum(styles, (content) => content.length),
    cssGzip: sum(styles, (content) => gzipSync(content).length),
  };
}

function row(
  page: (typeof PAGES)[number],
  sizes: ReadonlyMap<string, PageSizes>,
  reference: Reference,
): Record<string, string> {
  const now = sizes.get(page.path) as PageSizes;
  const before = reference.pages[page.path];
  const target = 'targetGzipJs' in page ? page.targetGzipJs : undefined;
  return {
    'JS kB': kB(now.js),
    'JS gzip kB': kB(now.jsGzip),
    'JS br kB': kB(now.jsBrotli),
    'CSS gzip kB': kB(now.cssGzip),
    'reference JS gzip kB': before ? kB(before.jsGzip) : '—',
    'gzip / reference': before ? `${(now.jsGzip / before.jsGzip).toFixed(2)}×` : '—',
    'target JS gzip kB': target ? `≤ ${kB(target)}` : '—',
    'gzip / target': target ? `${(now.jsGzip / target).toFixed(2)}×` : '—',
  };
}

function kB(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}
