import type { Manifest } from 'vite' with { 'resolution-mode': 'import' };

/** The files a browser fetches to show one page of the built app. */
export interface PageFiles {
  readonly scripts: ReadonlySet<string>;
  readonly styles: ReadonlySet<string>;
}

/** What index.html loads before any code runs: its module scripts, preloads and style sheets. */
export function documentFiles(indexHtml: string): PageFiles {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of indexHtml.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const url = attribute(tag, 'src') ?? attribute(tag, 'href');
    if (!url) continue;
    const rel = attribute(tag, 'rel');
    if (tag.startsWith('<script') || rel === 'modulepreload') scripts.add(assetPath(url));
    else if (rel === 'stylesheet') styles.add(assetPath(url));
  }
  return { scripts, styles };
}

/**
 * index.html's files plus the chunks of `modules` (source paths as the Vite manifest names them:
 * the page's lazily loaded module, after the shell it renders in) and every chunk they import
 * statically, with their styles. A module without a chunk of its own is inside index.html's files:
 * the shell in a build that does not split it off, every page in a build without code splitting.
 * A module whose chunk also holds code other chunks import (the app of `src/app/mount-app.tsx`,
 * with the router and the store) is keyed by the chunk's file in the manifest: it is found by its
 * chunk's name. `pageInEntry`: the page (the last module) may be in index.html's files, as /login
 * is since issue 29 (a lazily loaded chunk before).
 */
export function pageFiles(
  indexHtml: string,
  manifest: Manifest,
  modules: readonly string[],
  pageInEntry = false,
): PageFiles {
  const { scripts, styles } = documentFiles(indexHtml);
  const all = { scripts: new Set(scripts), styles: new Set(styles) };
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk for ${key}`);
    if (seen.has(key)) return;
    seen.add(key);
    all.scripts.add(chunk.file);
    for (const css of chunk.css ?? []) all.styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    const key = chunkKey(manifest, module);
    if (key) visit(key);
  }
  const page = modules.at(-1);
  const split = Object.values(manifest).some((chunk) => chunk.isDynamicEntry);
  if (page && split && !pageInEntry && !chunkKey(manifest, page))
    throw new Error(`The Vite manifest has no chunk of its own for ${page}`);
  return all;
}

function chunkKey(manifest: Manifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = /([^/]+)\.[jt]sx?$/.exec(module)?.[1];
  return Object.keys(manifest).find((key) => {
    const chunk = manifest[key];
    return chunk?.isDynamicEntry && !chunk.src && chunk.name === name;
  });
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** `/assets/x.js` → `assets/x.js`, as the manifest names files. */
function assetPath(url: string): string {
  return url.replace(/^\//, '');
}
