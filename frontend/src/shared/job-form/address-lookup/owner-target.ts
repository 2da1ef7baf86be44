import type { FieldDto, SectionDto } from '@job-intake/contracts/forms/forms-api';
import {
  addressPartsOf,
  isAddressObject,
  isAddressType,
  type AddressValue,
} from '@job-intake/contracts/job-form/address';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import type { ParcelDto } from '@job-intake/contracts/lookups/lookups-api';
import { createContext, useContext, useMemo } from 'react';
import type { AnswerDraftStore } from '../answer-draft-store';

/** The party address type of the property's owner (the Owner section of the form, spec 3). */
export const OWNER_ADDRESS_TYPE_ID = 3;

/** Where a parcel's owner goes: the form's Owner address, when it is on the form and editable. */
export interface OwnerTarget {
  fieldId: string;
  title: string;
  apply: (owner: ParcelDto['owner']) => void;
}

export const OwnerTargetContext = createContext<OwnerTarget | null>(null);
export const useOwnerTarget = () => useContext(OwnerTargetContext);

/** The owner's name and mailing address, in the parts the Owner field has. */
export function withOwner(
  value: AnswerValue | undefined,
  owner: ParcelDto['owner'],
  field: FieldDto,
) {
  const next: AddressValue = isAddressObject(value) ? { ...value } : {};
  const parts = new Set(addressPartsOf(field));
  for (const [part, text] of Object.entries(owner) as [keyof typeof owner, string][]) {
    if (parts.has(part)) next[part] = text;
  }
  return next;
}

/**
 * The job form's Owner target for its address lookups: the first Owner address among the
 * editable sections. Stable while that field is, so field rows do not re-render on each key.
 */
export function useOwnerTargetOf(
  editableSections: readonly SectionDto[],
  answers: AnswerDraftStore,
  change: (fieldId: string, value: AnswerValue) => void,
): OwnerTarget | null {
  const field = editableSections
    .flatMap((section) => section.fields)
    .find((f) => isAddressType(f.type) && f.type_id === OWNER_ADDRESS_TYPE_ID);
  return useMemo(
    () =>
      field
        ? {
            fieldId: field.id,
            title: field.title,
            apply: (owner) =>
              change(field.id, withOwner(answers.getState().draft[field.id], owner, field)),
          }
        : null,
    [field, answers, change],
  );
}
