import { resolve } from 'node:path';
import type { OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { reachableChunks } from './reachable-chunks';

/** The built files one HTML page of the build can load, known once the bundle is generated. */
export interface EntryFiles {
  plugin: Plugin;
  /** File names from the build's root (`guest.html`, `assets/c-….js`); empty before the build. */
  files: () => ReadonlySet<string>;
}

/**
 * Collects the files of the HTML entry `page` (a path from the frontend's root): the page, its
 * entry chunk, every chunk it imports or may import later (lazy parts), and their styles and
 * assets (fonts, images). The guest page's service worker precaches these and nothing else.
 */
export function entryFiles(page: string): EntryFiles {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'entry-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      files.clear();
      const html = resolve(__dirname, '..', page);
      const entry = Object.values(bundle).find(
        (output): output is OutputChunk =>
          output.type === 'chunk' && output.facadeModuleId === html,
      );
      if (!entry) throw new Error(`The build has no entry for ${page}`);
      files.add(page);
      for (const chunk of reachableChunks(bundle, entry, { lazy: true })) {
        files.add(chunk.fileName);
        for (const file of chunk.viteMetadata?.importedCss ?? []) files.add(file);
        for (const file of chunk.viteMetadata?.importedAssets ?? []) files.add(file);
      }
    },
  };
  return { plugin, files: () => files };
}
