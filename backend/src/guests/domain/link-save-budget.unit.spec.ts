import { judgeLinkSave } from './link-save-budget';

const KB = 1024;
const MB = 1024 * KB;
const limits = { savesPerDay: 500, bytesPerDay: 20 * MB };

describe("a share link's daily budget", () => {
  it('takes saves to the last one and the last byte', () => {
    expect(judgeLinkSave(KB, { count: 499, bytes: 0 }, limits)).toBeNull();
    expect(judgeLinkSave(KB, { count: 0, bytes: 20 * MB - KB }, limits)).toBeNull();
  });

  it('refuses the save past the count with 429, naming the limit', () => {
    expect(judgeLinkSave(KB, { count: 500, bytes: KB }, limits)).toEqual({
      status: 429,
      message:
        'This link takes at most 500 saves a day, and they are used. Your changes were not saved; please save them again tomorrow.',
    });
  });

  it('refuses the save past the bytes with 429, naming the limit and what is used', () => {
    expect(judgeLinkSave(150 * KB, { count: 3, bytes: 19.9 * MB }, limits)).toEqual({
      status: 429,
      message:
        'Answers saved through this link are limited to 20 MB a day; 19.9 MB of it is used, so this save of 150 KB does not fit. Your changes were not saved; please save them again tomorrow.',
    });
  });

  it('refuses with 413 a save larger than the whole day', () => {
    expect(judgeLinkSave(2 * MB, { count: 0, bytes: 0 }, { ...limits, bytesPerDay: MB })).toEqual({
      status: 413,
      message:
        'Answers saved through this link are limited to 1 MB a day, and this save is 2 MB. Please save shorter answers.',
    });
  });
});
