import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { givenFor } from '../testing/job-decider.given';
import {
  TWO_SECTIONS,
  allAnswered,
  closed,
  created,
  field,
  finalized,
  linkId,
  linkSubmitted,
  linkTo,
  sample,
  section,
} from '../testing/share-link.given';
import {
  SHARE_LINK_COMPLETE,
  SHARE_LINK_NOT_FOUND,
  shareLinkProgress,
} from './share-link.decisions';
import { shareLinksDecider, type ShareLinksCommand } from './share-links.decider';

const given = givenFor(shareLinksDecider);

const createLink = (label: string, sections: string[]): ShareLinksCommand => ({
  type: 'CreateShareLink',
  data: { linkId, uuid: 'u-1', label, sections, form: TWO_SECTIONS },
});
const setStatus = (status: 'open' | 'closed', id = linkId): ShareLinksCommand => ({
  type: 'SetShareLinkStatus',
  data: { linkId: id, status },
});
describe('share link decisions', () => {
  describe('creating a link', () => {
    it('records the label trimmed and each section once', () => {
      given([created])
        .when(createLink('  For the owner ', ['s2', 's1', 's2']))
        .then([
          {
            type: 'ShareLinkCreated',
            data: { linkId, uuid: 'u-1', label: 'For the owner', sections: ['s2', 's1'] },
          },
        ]);
    });
    it('takes a label of exactly 100 characters', () => {
      given([created])
        .when(createLink('x'.repeat(100), ['s1']))
        .then([
          {
            type: 'ShareLinkCreated',
            data: { linkId, uuid: 'u-1', label: 'x'.repeat(100), sections: ['s1'] },
          },
        ]);
    });
    it('refuses an empty or too long label before looking at the sections', () => {
      const link = { linkId: 'l1', uuid: 'u', sections: [] };
      given([created])
        .when({ type: 'CreateShareLink', data: { ...link, label: '  ' } })
        .thenRefuses('invalid', 'shareNote should not be empty');
      given([created])
        .when({ type: 'CreateShareLink', data: { ...link, label: 'x'.repeat(101) } })
        .thenRefuses('invalid', 'at most 100');
    });
    it.each([
      ['an empty label', '', ['s1'], 'shareNote should not be empty'],
      ['a blank label', ' \t ', ['s1'], 'shareNote should not be empty'],
      ['a label of 101 characters', 'x'.repeat(101), ['s1'], 'at most 100 characters'],
      ['no section', 'Owner', [], 'Choose at least one section.'],
      ['a section not on the form', 'Owner', ['s1', 's9'], "Not a section of this job's form: s9"],
    ])('refuses %s', (_case, label, sections, message) => {
      given([created]).when(createLink(label, sections)).thenRefuses('invalid', message);
    });
    it.each([
      ['submitted', [created, allAnswered, finalized, sample.JobImported]],
      ['archived', [created, sample.JobArchived]],
      ['deleted', [created, sample.JobDeleted]],
    ])('refuses a link on a job that is %s', (_status, history) => {
      given(history)
        .when(createLink('Owner', ['s1']))
        .thenRefuses('conflict', 'no longer');
    });
  });

  describe('Enable and Disable', () => {
    it('disables an open link and enables it again', () => {
      given([created, linkTo])
        .when(setStatus('closed'))
        .then([{ type: 'ShareLinkStatusChanged', data: { linkId, status: 'closed' } }]);
      given([created, linkTo, closed])
        .when(setStatus('open'))
        .then([{ type: 'ShareLinkStatusChanged', data: { linkId, status: 'open' } }]);
    });
    it('records nothing when the status does not change', () => {
      given([created, linkTo]).when(setStatus('open')).then([]);
      given([created, linkTo, closed]).when(setStatus('closed')).then([]);
    });
    it('refuses a complete link with a conflict', () => {
      given([created, linkTo, linkSubmitted])
        .when(setStatus('closed'))
        .thenRefuses('conflict', SHARE_LINK_COMPLETE);
    });
    it('answers an unknown link as not found', () => {
      given([created, linkTo])
        .when(setStatus('closed', 'other'))
        .thenRefuses('not_found', SHARE_LINK_NOT_FOUND);
    });
    it('is allowed on a job in Review', () => {
      given([created, linkTo, allAnswered, finalized])
        .when(setStatus('closed'))
        .then([{ type: 'ShareLinkStatusChanged', data: { linkId, status: 'closed' } }]);
    });
    it.each([
      ['submitted', [created, linkTo, allAnswered, finalized, sample.JobImported]],
      ['archived', [created, linkTo, sample.JobArchived]],
    ])('refuses Enable and Disable on a job that is %s', (_status, history) => {
      given(history).when(setStatus('closed')).thenRefuses('conflict', 'can no longer be edited');
    });
  });

  describe("a link's progress", () => {
    const choice = field('role', {
      type: 'assoc_choice',
      required: false,
      choices: [
        { id: '3', name: 'General Contractor' },
        { id: '5', name: 'Subcontractor' },
      ],
    });
    const party = section('p5', [field('owner', { section_id: 'p5', required: true })], 5);
    const form: FormSnapshot = {
      ...TWO_SECTIONS,
      sections: [
        { ...TWO_SECTIONS.sections[0]!, fields: [choice] },
        TWO_SECTIONS.sections[1]!,
        party,
      ],
    };

    it("counts only the required fields of the link's sections", () => {
      expect(shareLinkProgress(TWO_SECTIONS, ['s2'], { a: 'x' })).toEqual({
        percent: 0,
        remaining: 1,
      });
      expect(shareLinkProgress(TWO_SECTIONS, ['s2'], { c: 'y' })).toEqual({
        percent: 100,
        remaining: 0,
      });
    });
    it('judges visibility on the whole form, whose association choice lies outside the link', () => {
      expect(shareLinkProgress(form, ['s2', 'p5'], {})).toEqual({ percent: 0, remaining: 1 });
      expect(shareLinkProgress(form, ['s2', 'p5'], { role: '5' })).toEqual({
        percent: 0,
        remaining: 2,
      });
    });
  });
});
