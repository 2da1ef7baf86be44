import { furnishingWarningsOf, type FurnishingFacts } from './furnishing-warnings';

const TODAY = '2026-03-10';
const checked: FurnishingFacts = {
  first_furnishing: '2026-02-01',
  ff_est: false,
  last_furnishing: '2026-03-01',
  lf_est: false,
  first_furnishing_changed: true,
  last_furnishing_changed: true,
};
const codes = (job: Partial<FurnishingFacts>) =>
  furnishingWarningsOf({ ...checked, ...job }, TODAY).map(({ code, field }) => `${code}:${field}`);

describe('furnishingWarningsOf: the pre-send advice on the furnishing dates', () => {
  it('has nothing to say about dates someone set, in order and in the past', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ last_furnishing: TODAY })).toEqual([]);
    expect(codes({ first_furnishing: null, last_furnishing: null })).toEqual([]);
  });

  it('names each date never changed since the job was created, with what New Job filled in', () => {
    const warnings = furnishingWarningsOf(
      { ...checked, first_furnishing_changed: false, last_furnishing_changed: false },
      TODAY,
    );
    expect(warnings.map(({ message }) => message)).toEqual([
      "First Furnishing (02/01/2026) has not been changed since the job was created, and New Job fills in today's date. Check that it is the real date.",
      'Last Furnishing (03/01/2026) has not been changed since the job was created, and New Job fills in the date a week from today. Check that it is the real date.',
    ]);
    expect(codes({ first_furnishing: null, first_furnishing_changed: false })).toEqual([]);
  });

  it('warns about a last furnishing in the future unless it is marked as an estimate', () => {
    expect(codes({ last_furnishing: '2026-03-11' })).toEqual([
      'last_furnishing_future:last_furnishing',
    ]);
    expect(codes({ last_furnishing: '2026-03-11', lf_est: true })).toEqual([]);
  });

  it('warns when the last furnishing is before the first', () => {
    const [warning] = furnishingWarningsOf({ ...checked, last_furnishing: '2026-01-31' }, TODAY);
    expect(warning).toEqual({
      code: 'last_before_first',
      field: 'last_furnishing',
      message: 'Last Furnishing (01/31/2026) is before First Furnishing (02/01/2026).',
    });
  });

  it('gives a job created with the defaults and sent as it is every warning that applies', () => {
    expect(
      codes({
        first_furnishing: TODAY,
        last_furnishing: '2026-03-17',
        first_furnishing_changed: false,
        last_furnishing_changed: false,
      }),
    ).toEqual([
      'furnishing_untouched:first_furnishing',
      'furnishing_untouched:last_furnishing',
      'last_furnishing_future:last_furnishing',
    ]);
  });
});
