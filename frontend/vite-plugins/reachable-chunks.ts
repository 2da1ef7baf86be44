import type { OutputBundle, OutputChunk } from 'rollup';

interface Reach {
  /** Follow lazy imports (`import()`) too, not only static ones. */
  lazy: boolean;
  /** A chunk left out, and not followed further. */
  skip?: (chunk: OutputChunk) => boolean;
}

/** `start` and every chunk of `bundle` it imports, directly or not, each once. */
export function reachableChunks(
  bundle: OutputBundle,
  start: OutputChunk,
  { lazy, skip = () => false }: Reach,
): OutputChunk[] {
  const reached = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (reached.has(chunk.fileName) || skip(chunk)) return;
    reached.set(chunk.fileName, chunk);
    for (const imported of lazy ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...reached.values()];
}
