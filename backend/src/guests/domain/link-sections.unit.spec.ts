import type { FormSnapshot, SectionDto } from '@job-intake/contracts/forms/forms-api';
import { SAMPLE, SAMPLE_FORM, SAMPLE_SECTIONS } from '@job-intake/contracts/job-form/sample-form';
import { FORM } from '../../jobs/domain/testing/job-decider.given';
import { linkAnswers, linkForm } from './link-sections';

const s1 = FORM.sections[0]!;
const s2: SectionDto = {
  ...s1,
  id: 's2',
  title: 'Second',
  fields: [{ ...s1.fields[0]!, id: 'c', section_id: 's2' }],
};
const s3: SectionDto = { ...s2, id: 's3', title: 'Third', fields: [] };
const THREE: FormSnapshot = { ...FORM, sections: [s1, s2, s3] };

describe("a share link's cut of the job form", () => {
  it("keeps only the link's sections, in the form's order, and the rest of the form", () => {
    const cut = linkForm(THREE, ['s3', 's1'], {});
    expect(cut.sections.map((section) => section.id)).toEqual([s1.id, 's3']);
    expect({ ...cut, sections: [] }).toEqual({ ...THREE, sections: [] });
  });

  it('ignores section ids the form does not have', () => {
    expect(linkForm(THREE, ['nope'], {}).sections).toEqual([]);
  });

  it("answers only the fields of the link's sections, never another section's or a stray key", () => {
    const answers = { [s1.fields[0]!.id]: 'in s1', c: 'in s2', stray: 'not on the form' };
    expect(linkAnswers(THREE, answers, ['s2'])).toEqual({ c: 'in s2' });
    expect(linkAnswers(THREE, answers, [s1.id])).toEqual({ [s1.fields[0]!.id]: 'in s1' });
    expect(linkAnswers(THREE, { c: null }, ['s2'])).toEqual({ c: null });
  });

  describe('party sections', () => {
    const { project, owner, contractor } = SAMPLE_SECTIONS;
    const hiredBy = (role: string) => ({ [SAMPLE.hiredBy]: role });
    const shown = (sections: string[], answers: Record<string, string>) =>
      linkForm(SAMPLE_FORM, sections, answers).sections.map((section) => section.id);

    it("leave out those the job's role hides when the role question is not in the link", () => {
      // Role 3 (owner) shows the owner section (type 3) and hides the contractor's (type 4).
      expect(shown([owner, contractor], hiredBy('3'))).toEqual([owner]);
      expect(shown([owner, contractor], {})).toEqual([]);
      expect(
        linkAnswers(SAMPLE_FORM, { ...hiredBy('3'), [SAMPLE.contractor]: null }, [contractor]),
      ).toEqual({});
    });

    it('are all there when the guest answers the role question through the link', () => {
      expect(shown([project, owner, contractor], {})).toEqual([project, owner, contractor]);
    });
  });
});
