import { resolve } from 'node:path';
import type { OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { reachableChunks } from './reachable-chunks';
// By path: Node loads vite.config.ts's packages as they are, and contracts' exports are .ts.
import {
  GUEST_PAGE_CHUNKS_FILE,
  type GuestPageChunks,
  type GuestPageName,
} from '../../contracts/src/guests/guest-pages';

/**
 * Writes GUEST_PAGE_CHUNKS_FILE: for each guest page, its lazy chunk (`modules`: the page's
 * module, from the frontend's root, which guest-routes.tsx imports lazily) with the chunks it
 * imports and their styles, the entry's own left out. The server names them as preloads of the
 * page it sends (decision 0057), so a page's code downloads with the entry's, not after it.
 */
export function guestPageChunks(modules: Record<GuestPageName, string>): Plugin {
  return {
    name: 'guest-page-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is OutputChunk => output.type === 'chunk',
      );
      const pages = {} as GuestPageChunks;
      for (const [page, module] of Object.entries(modules) as [GuestPageName, string][]) {
        const id = resolve(__dirname, '..', module);
        // Its chunk, which has no facade when Rollup renamed the module's exports in it.
        const chunk = chunks.find(
          (output) => output.isDynamicEntry && output.moduleIds.includes(id),
        );
        if (!chunk) this.error(`The guest page ${page}'s module ${module} is not a lazy chunk`);
        const own = reachableChunks(bundle, chunk, { lazy: false, skip: (c) => c.isEntry });
        pages[page] = {
          scripts: own.map(({ fileName }) => fileName),
          styles: [
            ...new Set(own.flatMap(({ viteMetadata }) => [...(viteMetadata?.importedCss ?? [])])),
          ],
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: GUEST_PAGE_CHUNKS_FILE,
        source: JSON.stringify(pages, null, 2),
      });
    },
  };
}
