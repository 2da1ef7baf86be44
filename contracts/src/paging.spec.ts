import { clampPage, pageCount, pageOffset, pageSizeOrDefault } from './paging';

describe('paging', () => {
  it('keeps a list_count that is an offered size, else falls back to 100', () => {
    expect(pageSizeOrDefault(500)).toBe(500);
    expect(pageSizeOrDefault(250)).toBe(100);
    expect(pageSizeOrDefault(null)).toBe(100);
  });

  it('counts pages, an empty list having one', () => {
    expect(pageCount(0, 100)).toBe(1);
    expect(pageCount(100, 100)).toBe(1);
    expect(pageCount(101, 100)).toBe(2);
    expect(pageCount(100_000, 100)).toBe(1000);
  });

  it('shows the last page for a page past it, and the first for less than one', () => {
    expect(clampPage(7, 250, 100)).toBe(3);
    expect(clampPage(0, 250, 100)).toBe(1);
    expect(clampPage(2, 250, 100)).toBe(2);
    expect(clampPage(5, 0, 100)).toBe(1);
  });

  it('offsets a page by the rows before it', () => {
    expect(pageOffset(1, 100)).toBe(0);
    expect(pageOffset(500, 100)).toBe(49_900);
  });
});
