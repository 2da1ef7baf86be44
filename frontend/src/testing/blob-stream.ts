/**
 * jsdom's Blob (and so File) has no `stream()`, which Node's fetch needs to serialise a FormData
 * holding one: a Request with such a body never finishes reading, and msw's XMLHttpRequest
 * interceptor, which reads the body to report upload progress, never answers. This gives jsdom's
 * Blob the standard method, read from its `arrayBuffer()`.
 */
export function installBlobStream() {
  if (typeof Blob.prototype.stream === 'function') return;
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    writable: true,
    value(this: Blob): ReadableStream<Uint8Array> {
      const bytes = this.arrayBuffer();
      return new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new Uint8Array(await bytes));
          controller.close();
        },
      });
    },
  });
}
