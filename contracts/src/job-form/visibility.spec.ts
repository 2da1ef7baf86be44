import type { FormSnapshot } from '../forms/forms-api';
import { SAMPLE, SAMPLE_FORM, SAMPLE_SECTIONS } from './sample-form';
import {
  associationField,
  chosenAssociation,
  hiddenSectionIds,
  isCustomerAddressPath,
  isPartySection,
  isPartySectionShown,
  visibleSections,
} from './visibility';

const shownParties = (value: string | undefined) =>
  visibleSections(SAMPLE_FORM, value === undefined ? {} : { [SAMPLE.hiredBy]: value })
    .filter(isPartySection)
    .map((section) => section.type_id);

describe('section visibility (spec 4)', () => {
  it('finds the association choice and the chosen role', () => {
    expect(associationField(SAMPLE_FORM)?.id).toBe(SAMPLE.hiredBy);
    expect(chosenAssociation(SAMPLE_FORM, { [SAMPLE.hiredBy]: '4' })?.name).toBe('Subcontractor');
    expect(chosenAssociation(SAMPLE_FORM, { [SAMPLE.hiredBy]: 'nope' })).toBeUndefined();
  });

  it('hides every party section until a role is chosen', () => {
    expect(shownParties(undefined)).toEqual([]);
    expect(hiddenSectionIds(SAMPLE_FORM, {})).toEqual(
      new Set([SAMPLE_SECTIONS.owner, SAMPLE_SECTIONS.contractor, SAMPLE_SECTIONS.sub]),
    );
  });

  it('shows the party sections whose type_id is at most the chosen value', () => {
    expect(shownParties('1')).toEqual([]);
    expect(shownParties('3')).toEqual([3]);
    expect(shownParties('4')).toEqual([3, 4]);
    expect(shownParties('5')).toEqual([3, 4, 5]);
  });

  it('with the extra flag, shows only type_ids strictly below the value', () => {
    expect(isPartySectionShown(5, { id: '5', name: 'x', extra: true })).toBe(false);
    expect(isPartySectionShown(4, { id: '5', name: 'x', extra: true })).toBe(true);
    expect(isPartySectionShown(5, { id: '5', name: 'x' })).toBe(true);
    expect(shownParties('6')).toEqual([3, 4, 5]);
  });

  it('never hides a section that is not a party section', () => {
    const always = visibleSections(SAMPLE_FORM, {}).map((section) => section.id);
    expect(always).toEqual([
      SAMPLE_SECTIONS.project,
      SAMPLE_SECTIONS.location,
      SAMPLE_SECTIONS.customer,
      SAMPLE_SECTIONS.amounts,
    ]);
  });

  it('shows party sections of a form that has no association choice', () => {
    const form: FormSnapshot = {
      ...SAMPLE_FORM,
      sections: SAMPLE_FORM.sections.map((section) => ({
        ...section,
        fields: section.fields.filter((field) => field.type !== 'assoc_choice'),
      })),
    };
    expect(hiddenSectionIds(form, {}).size).toBe(0);
  });

  it('takes value 3 as the customer address path', () => {
    expect(isCustomerAddressPath(SAMPLE_FORM, { [SAMPLE.hiredBy]: '3' })).toBe(true);
    expect(isCustomerAddressPath(SAMPLE_FORM, { [SAMPLE.hiredBy]: '4' })).toBe(false);
  });
});
