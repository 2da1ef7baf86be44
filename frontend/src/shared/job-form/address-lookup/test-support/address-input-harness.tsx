import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import type { AddressValue } from '@job-intake/contracts/job-form/address';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { useState } from 'react';
import { AddressInput } from '../../address-input';

/** One address field holding its own value, as a form would. */
export function Harness({ field, initial }: { field: FieldDto; initial: AddressValue }) {
  const [value, setValue] = useState<AnswerValue>(initial);
  return (
    <AddressInput
      field={field}
      value={value}
      onChange={setValue}
      config={{ allow_none: false, allow_same_as: false }}
      customerField={undefined}
      customerValue={undefined}
      mark={null}
    />
  );
}
