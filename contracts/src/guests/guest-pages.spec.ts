import { isGuestPagePath, matchGuestPage } from './guest-pages';

describe('matchGuestPage', () => {
  it.each([
    ['/link/abc', { page: 'link', uuid: 'abc' }],
    ['/link/abc/', { page: 'link', uuid: 'abc' }],
    ['/new/app-1', { page: 'new', appid: 'app-1' }],
    ['/new/app-1/user-2', { page: 'new', appid: 'app-1', cntid: 'user-2' }],
    ['/unsubscribe/t%20k', { page: 'unsubscribe', token: 't k' }],
    ['/unsubscribe/100%', { page: 'unsubscribe', token: '100%' }],
  ])('%s opens %o', (pathname, page) => {
    expect(matchGuestPage(pathname)).toEqual(page);
  });

  it.each(['/', '/link', '/link/abc/results', '/new/a/b/c', '/jobs/open', '/api/v1/link/abc'])(
    '%s is the staff app',
    (pathname) => {
      expect(matchGuestPage(pathname)).toBeNull();
    },
  );

  it('agrees with isGuestPagePath on every pathname the server answers with the guest page', () => {
    for (const pathname of ['/link/a', '/new/a/b/', '/unsubscribe/%E0%A4%A', '/new/a/b/c']) {
      expect(matchGuestPage(pathname) !== null).toBe(isGuestPagePath(pathname));
    }
  });
});
