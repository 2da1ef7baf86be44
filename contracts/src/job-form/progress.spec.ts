import fc from 'fast-check';
import type { AnswerValue } from '../jobs/job-events';
import { computeProgress, isAnswered } from './progress';
import { SAMPLE, SAMPLE_FORM, SAMPLE_PARTY, SAMPLE_PLACE } from './sample-form';

const field = (id: string) =>
  SAMPLE_FORM.sections.flatMap((s) => s.fields).find((f) => f.id === id)!;

/** Every required field of the always-visible sections. */
const baseAnswers: Record<string, AnswerValue> = {
  [SAMPLE.description]: 'Tower',
  [SAMPLE.projectType]: 'key_1',
  [SAMPLE.hiredBy]: '1',
  [SAMPLE.site]: SAMPLE_PLACE,
  [SAMPLE.customer]: SAMPLE_PARTY,
  [SAMPLE.amount]: '1000.00',
  [SAMPLE.firstDate]: '2025-01-02',
};

describe('computeProgress (spec 2 and 3: percent and required fields remaining)', () => {
  it('counts the required fields of visible sections only (instructions and hidden fields never)', () => {
    // description, project type, hired by, site, customer, amount, first date = 7
    expect(computeProgress(SAMPLE_FORM, {})).toEqual({ percent: 0, remaining: 7 });
    expect(computeProgress(SAMPLE_FORM, { [SAMPLE.hiredBy]: '5' })).toEqual({
      percent: 10,
      remaining: 9,
    });
  });

  it('reaches 100 with every visible required field filled, and drops when a party section appears', () => {
    expect(computeProgress(SAMPLE_FORM, baseAnswers)).toEqual({ percent: 100, remaining: 0 });
    const withOwner = { ...baseAnswers, [SAMPLE.hiredBy]: '3' };
    expect(computeProgress(SAMPLE_FORM, withOwner)).toEqual({ percent: 87, remaining: 1 });
    expect(computeProgress(SAMPLE_FORM, { ...withOwner, [SAMPLE.owner]: 'None' })).toEqual({
      percent: 100,
      remaining: 0,
    });
  });

  it('is 100 for a form without required fields', () => {
    expect(computeProgress({ sections: [] }, {})).toEqual({ percent: 100, remaining: 0 });
  });

  it('rounds down, so 100 always means nothing remains', () => {
    fc.assert(
      fc.property(
        fc.subarray(Object.keys(baseAnswers)),
        fc.constantFrom('1', '3', '4', '5', '6'),
        (keys, role) => {
          const answers: Record<string, AnswerValue> = Object.fromEntries(
            keys.map((key) => [key, baseAnswers[key]!]),
          );
          answers[SAMPLE.hiredBy] = keys.includes(SAMPLE.hiredBy) ? role : null;
          const { percent, remaining } = computeProgress(SAMPLE_FORM, answers);
          return (
            percent >= 0 &&
            percent <= 100 &&
            remaining >= 0 &&
            (percent === 100) === (remaining === 0)
          );
        },
      ),
    );
  });
});

describe('isAnswered (the Required badge turning into a check)', () => {
  it('needs non-blank text, a choice, a non-empty list', () => {
    expect(isAnswered(field(SAMPLE.description), '  ')).toBe(false);
    expect(isAnswered(field(SAMPLE.description), 'x')).toBe(true);
    expect(isAnswered(field(SAMPLE.furnished), [])).toBe(false);
    expect(isAnswered(field(SAMPLE.furnished), ['key_1'])).toBe(true);
    expect(isAnswered(field(SAMPLE.projectType), null)).toBe(false);
  });

  it('needs street, city, state and zip of an address, and a company or name of a party', () => {
    expect(isAnswered(field(SAMPLE.site), SAMPLE_PLACE)).toBe(true);
    expect(isAnswered(field(SAMPLE.site), { ...SAMPLE_PLACE, zip: '' })).toBe(false);
    expect(isAnswered(field(SAMPLE.customer), SAMPLE_PLACE)).toBe(false);
    expect(isAnswered(field(SAMPLE.customer), { ...SAMPLE_PLACE, name: 'Pat' })).toBe(true);
    expect(isAnswered(field(SAMPLE.owner), 'Unknown')).toBe(true);
    expect(isAnswered(field(SAMPLE.owner), 'whatever')).toBe(false);
  });
});
