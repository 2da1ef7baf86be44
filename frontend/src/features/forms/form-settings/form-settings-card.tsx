import type { FormDto } from '@job-intake/contracts/forms/forms-api';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormProvider } from 'react-hook-form';
import { FormDetailsFields } from './form-details-fields';
import { FormSettingsFooter } from './form-settings-footer';
import { JobFieldsTable } from './job-fields-table';
import { useFormSettingsForm } from './use-form-settings-form';

/** The top card of the builder: name, status, mapped, message, footnote and job fields. */
export function FormSettingsCard({ form }: { form: FormDto }) {
  const { settings, saving, error, saved, canSave, onSubmit, onEdit, discard } =
    useFormSettingsForm(form);
  return (
    <Card className="shadow-sm border-0 mb-4">
      <FormProvider {...settings}>
        <Form
          onSubmit={(event) => void onSubmit(event)}
          onChange={onEdit}
          aria-label="Form settings"
        >
          <Card.Body className="p-4">
            <FormDetailsFields />
            <JobFieldsTable />
          </Card.Body>
          <FormSettingsFooter
            canSave={canSave}
            saving={saving}
            dirty={settings.formState.isDirty}
            saved={saved}
            error={error}
            onDiscard={discard}
          />
        </Form>
      </FormProvider>
    </Card>
  );
}
