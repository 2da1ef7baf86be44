import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('offers the only page of a one-page list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('offers every page of a short list', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first and last pages and the neighbours of the current one', () => {
    expect(pageWindow(500, 1000)).toEqual([1, 'gap', 499, 500, 501, 'gap', 1000]);
  });

  it('leaves a gap out at the end the current page is near', () => {
    expect(pageWindow(1, 1000)).toEqual([1, 2, 'gap', 1000]);
    expect(pageWindow(1000, 1000)).toEqual([1, 'gap', 999, 1000]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
  });

  it('widens the window with a larger radius', () => {
    expect(pageWindow(50, 100, 2)).toEqual([1, 'gap', 48, 49, 50, 51, 52, 'gap', 100]);
  });

  it('ends with a gap when the list goes on past the pages counted', () => {
    expect(pageWindow(1, 10, 1, true)).toEqual([1, 2, 'gap', 10, 'gap']);
    expect(pageWindow(10, 10, 1, true)).toEqual([1, 'gap', 9, 10, 'gap']);
  });
});
