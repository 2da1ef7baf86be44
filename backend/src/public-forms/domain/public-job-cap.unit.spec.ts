import { judgePublicJob } from './public-job-cap';

describe("a public form's daily cap of jobs", () => {
  it('takes jobs up to the last one', () => {
    expect(judgePublicJob({ count: 0 }, 500)).toBeNull();
    expect(judgePublicJob({ count: 499 }, 500)).toBeNull();
  });

  it('refuses the job past the cap with 429, naming the limit', () => {
    expect(judgePublicJob({ count: 500 }, 500)).toEqual({
      status: 429,
      message:
        'This form takes at most 500 submissions a day, and they are used. Your form was not sent; please try again tomorrow or contact the company directly.',
    });
  });
});
