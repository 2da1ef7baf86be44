import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import type { AddressValue } from '@job-intake/contracts/job-form/address';
import { SAMPLE, SAMPLE_FORM } from '@job-intake/contracts/job-form/sample-form';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { api } from '../../../api/api-slice';
import type { LookupScope } from '../../../api/lookups-api';
import { rootReducer } from '../../../store/root-reducer';
import { AddressInput } from '../../address-input';
import { LookupScopeProvider } from '../lookup-scope-provider';

const fieldOf = (id: string): FieldDto =>
  SAMPLE_FORM.sections.flatMap((section) => section.fields).find((field) => field.id === id)!;

/** The sample form's job site (type 2, Lot/Parcel/Block on) and property owner (type 3). */
export const SITE = fieldOf(SAMPLE.site);
export const OWNER = fieldOf(SAMPLE.owner);

/** A fresh store, as the app has it: the session and RTK Query's cache. */
export function withStore(children: ReactNode) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  return <Provider store={store}>{children}</Provider>;
}

function Harness({ field, initial }: { field: FieldDto; initial: AddressValue }) {
  const [value, setValue] = useState<AnswerValue>(initial);
  return (
    <AddressInput
      field={field}
      value={value}
      onChange={setValue}
      config={{ allow_none: false, allow_same_as: false }}
      customerField={undefined}
      customerValue={undefined}
      title={field.title}
    />
  );
}

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
