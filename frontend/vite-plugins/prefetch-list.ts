import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/**
 * Writes into index.html, as `<meta name="…" content="/assets/a.js /assets/b.css …">`, the built
 * files of `modules` (source paths from the frontend's root: each module's own chunk, the chunks
 * it imports and their styles, the entry's left out). Nothing fetches them at load: the page picks
 * the moment (src/app/prefetch-app.ts fetches the signed-in app while /login is idle).
 */
export function prefetchList(metaName: string, modules: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'prefetch-list',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, filename }) {
        // The staff app's page only: guest.html never opens the signed-in app.
        if (!bundle || !filename.endsWith('index.html')) return;
        const files = chunkFiles(
          bundle,
          modules.map((module) => resolve(__dirname, '..', module)),
        );
        const content = files.map((file) => `${base}${file}`).join(' ');
        return [{ tag: 'meta', attrs: { name: metaName, content }, injectTo: 'head' }];
      },
    },
  };
}

function chunkFiles(bundle: OutputBundle, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk): void => {
    if (chunk.isEntry || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const importedChunk = byFile.get(imported);
      if (importedChunk) visit(importedChunk);
    }
  };
  for (const module of modules) {
    // The chunk that holds the module: its facade, or a chunk Rollup merged it into.
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(module));
    if (!chunk) throw new Error(`The build has no chunk holding ${module}`);
    visit(chunk);
  }
  return [...files];
}
