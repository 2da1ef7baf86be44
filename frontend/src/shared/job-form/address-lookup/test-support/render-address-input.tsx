import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import type { AddressValue } from '@job-intake/contracts/job-form/address';
import { SAMPLE, SAMPLE_FORM } from '@job-intake/contracts/job-form/sample-form';
import { render, screen } from '@testing-library/react';
import type { LookupScope } from '../../../api/lookups-api';
import { LookupScopeProvider } from '../lookup-scope-provider';
import { withStore } from '../../../../testing/with-store';
import { Harness } from './address-input-harness';

const fieldOf = (id: string): FieldDto =>
  SAMPLE_FORM.sections.flatMap((section) => section.fields).find((field) => field.id === id)!;

/** The sample form's job site (type 2, Lot/Parcel/Block on) and property owner (type 3). */
export const SITE = fieldOf(SAMPLE.site);
export const OWNER = fieldOf(SAMPLE.owner);

/** One address field of a page that gives lookups of `scope`, holding its own value. */
export function renderAddressInput(
  field: FieldDto,
  { initial = {}, scope = { kind: 'staff' } }: { initial?: AddressValue; scope?: LookupScope } = {},
) {
  render(
    withStore(
      <LookupScopeProvider scope={scope}>
        <Harness field={field} initial={initial} />
      </LookupScopeProvider>,
    ),
  );
  return {
    lookup: () => screen.getByRole('combobox', { name: /Lookup parcel and owner/ }),
    part: (part: string) => document.getElementById(`${field.id}__${part}`) as HTMLInputElement,
  };
}
