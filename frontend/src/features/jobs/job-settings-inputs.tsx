import type { JobSettingsDraft } from '@job-intake/contracts/jobs/job-settings.schema';
import type { ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { CurrencyInput } from '../../shared/job-form/currency-input';
import { DateWithEstimate } from './date-with-estimate';
import { ProviderSelects } from './provider-selects';

/*
 * The job settings' inputs bound to the react-hook-form of the form around them (the Settings
 * panel, the New Job modal), each showing its field's error from the contracts' zod schema.
 */

type TextSetting = 'name' | 'reference_no';
type AmountSetting = 'total_contract_amt' | 'total_claim_amt';
type TextInputProps = Omit<ComponentProps<typeof Form.Control>, 'name'> & {
  id: string;
  name: TextSetting;
};

/** A field's message from the schema, under its input. */
function FieldError({ message }: { message: string | undefined }) {
  return message ? <div className="invalid-feedback d-block">{message}</div> : null;
}

/** The job name or reference number. */
export function SettingTextInput({ id, name, ...props }: TextInputProps) {
  const { register, formState } = useFormContext<JobSettingsDraft>();
  const message = formState.errors[name]?.message;
  return (
    <>
      <Form.Control id={id} isInvalid={!!message} {...props} {...register(name)} />
      <FieldError message={message} />
    </>
  );
}

/** A total amount with the $ currency input. */
export function SettingAmountInput({ id, name }: { id: string; name: AmountSetting }) {
  const { field, fieldState } = useController<JobSettingsDraft, AmountSetting>({ name });
  return (
    <>
      <CurrencyInput
        id={id}
        value={field.value}
        onChange={field.onChange}
        invalid={fieldState.invalid}
      />
      <FieldError message={fieldState.error?.message} />
    </>
  );
}

interface FurnishingInputProps {
  id: string;
  label: string;
  hideLabel?: boolean;
  date: 'first_furnishing' | 'last_furnishing';
  estimate: 'ff_est' | 'lf_est';
}

/** A furnishing date with its estimate flag. */
export function SettingFurnishingInput({ date, estimate, ...props }: FurnishingInputProps) {
  const dateField = useController<JobSettingsDraft, typeof date>({ name: date });
  const estimateField = useController<JobSettingsDraft, typeof estimate>({ name: estimate });
  return (
    <>
      <DateWithEstimate
        {...props}
        date={dateField.field.value}
        estimate={estimateField.field.value}
        onDate={dateField.field.onChange}
        onEstimate={estimateField.field.onChange}
      />
      <FieldError message={dateField.fieldState.error?.message} />
    </>
  );
}

interface ProviderInputProps {
  readOnly: boolean;
  locationDesc?: string | null;
  labelClassName?: string;
  focusLocation?: boolean;
}

/** The provider location and contact. */
export function SettingProviderInputs(props: ProviderInputProps) {
  const { control, setValue } = useFormContext<JobSettingsDraft>();
  const [location, contact] = useWatch({ control, name: ['location', 'contact'] });
  return (
    <ProviderSelects
      {...props}
      location={location}
      contact={contact}
      onChange={(choice) => {
        setValue('location', choice.location, { shouldDirty: true });
        setValue('contact', choice.contact, { shouldDirty: true });
      }}
    />
  );
}
