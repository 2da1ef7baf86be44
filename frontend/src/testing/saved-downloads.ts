import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom has no object URLs and does not download: records what the browser would save (the
 * link's file name and object URL) while the calling describe block runs.
 */
export function recordSavedDownloads(objectUrl: string): { name: string; href: string }[] {
  const saved: { name: string; href: string }[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = vi.fn(() => objectUrl);
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return saved;
}
