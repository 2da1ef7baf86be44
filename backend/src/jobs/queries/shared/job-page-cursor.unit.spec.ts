import { decodeJobPageCursor, encodeJobPageCursor } from './job-page-cursor';

describe('job page cursors', () => {
  it.each([
    ['text', 'maple street plaza 1a'],
    ['number', 42],
    ['timestamp', '2026-04-05T00:22:54.43557+00:00'],
    ['NULL', null],
  ])('reads back a %s key', (_kind, key) => {
    const cursor = {
      sort: 'name',
      dir: 'desc',
      key,
      id: '8749ef10-86b8-4efa-b92b-79db63272b1d',
    } as const;
    expect(decodeJobPageCursor(encodeJobPageCursor(cursor))).toEqual(cursor);
  });

  it.each([
    ['not base64url JSON', '%%%'],
    ['another shape', Buffer.from('{"a":1}').toString('base64url')],
    ['a bad direction', Buffer.from('["name","up","x","id"]').toString('base64url')],
    ['an object key', Buffer.from('["name","asc",{},"id"]').toString('base64url')],
  ])('refuses %s', (_what, text) => {
    expect(decodeJobPageCursor(text)).toBeUndefined();
  });
});
