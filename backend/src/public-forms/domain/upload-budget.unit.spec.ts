import { budgetAddress, judgeUpload, unclaimedFull } from './upload-budget';

const MB = 2 ** 20;
const limits = { perAddressPerDay: 200 * MB, perFormPerDay: 2048 * MB, unclaimed: 5120 * MB };

describe('the public upload budget', () => {
  it('lets an upload through while both daily budgets hold it, to the last byte', () => {
    expect(judgeUpload(10 * MB, { address: 190 * MB, form: 0 }, limits)).toBeNull();
    expect(judgeUpload(10 * MB, { address: 0, form: 2038 * MB }, limits)).toBeNull();
  });

  it("refuses with 429 past the address's day, naming the limit and what is used", () => {
    expect(judgeUpload(12 * MB, { address: 190 * MB, form: 0 }, limits)).toEqual({
      status: 429,
      message:
        'Uploads from your address are limited to 200 MB a day; 190 MB of it is used, so this upload of 12 MB does not fit. Attach fewer or smaller files, or try again tomorrow.',
    });
  });

  it("refuses with 429 past the form's day, whoever sends it", () => {
    expect(judgeUpload(MB, { address: 0, form: 2048 * MB }, limits)?.message).toBe(
      'Uploads to this form are limited to 2 GB a day; 2 GB of it is used, so this upload of 1 MB does not fit. Attach fewer or smaller files, or try again tomorrow.',
    );
  });

  it('refuses with 413 an upload larger than the whole budget', () => {
    expect(judgeUpload(400 * MB, { address: 0, form: 0 }, limits)).toEqual({
      status: 413,
      message:
        'Uploads from your address are limited to 200 MB a day, and this upload is 400 MB. Attach fewer or smaller files.',
    });
  });

  it('names the cap of files waiting for their forms', () => {
    expect(unclaimedFull(limits)).toEqual({
      status: 429,
      message:
        'Too many files are being uploaded to public forms right now (at most 5 GB may wait for their forms to be submitted). Please try again in a few minutes.',
    });
  });

  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(budgetAddress(ip)).toBe(key);
  });
});
