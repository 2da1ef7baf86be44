import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_AUTOFILL_LABEL,
  DEFAULT_REFERENCE_LABEL,
} from '@job-intake/contracts/identity/company-api';
import {
  type NewJobDraft,
  newJobDraftSchema,
} from '@job-intake/contracts/jobs/job-settings.schema';
import type { CreateJobResponse } from '@job-intake/contracts/jobs/jobs-api';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../shared/ui/button';
import { DialogFooter } from '../../shared/ui/dialog-footer';
import { paths } from '../../config/paths';
import { errorMessage } from '../../shared/api/api-error';
import { userHasPermission, useSessionUser } from '../../shared/api/auth-slice';
import { CreateJobAlerts } from './create-job-alerts';
import { CreateJobAutofill } from './create-job-autofill';
import { CreateJobFormChoice } from './create-job-form-choice';
import { CreateJobNameField } from './create-job-name-field';
import { CreateJobProviderNote } from './create-job-provider-note';
import styles from './create-job-modal.module.css';
import { chosenForm, createJobRequest, initialNewJob } from './create-job-request';
import { CreateJobSettingsRows } from './create-job-settings-rows';
import { SettingProviderInputs, SettingTextInput } from './job-settings-inputs';
import { useCreateJobMutation, useGetJobCompanyQuery, useListOfferedFormsQuery } from './jobs-api';

interface CreateJobFormProps {
  titleId: string;
  onCancel: () => void;
  onCreated: (created: CreateJobResponse) => void;
}

/** The New Job modal's form (spec section 2, Jobs page); its rules come from contracts. */
export function CreateJobForm({ titleId, onCancel, onCreated }: CreateJobFormProps) {
  const referenceId = useId();
  const user = useSessionUser();
  const companyId = user?.memberships[0]?.company.id;
  const { data: company } = useGetJobCompanyQuery(companyId ?? '', {
    skip: !companyId || !userHasPermission(user, 'company'),
  });
  const forms = useListOfferedFormsQuery();
  const methods = useForm<NewJobDraft>({
    resolver: zodResolver(newJobDraftSchema, undefined, { raw: true }),
    defaultValues: initialNewJob(),
  });
  const values = { ...initialNewJob(), ...useWatch({ control: methods.control }) };
  const [createJob, { isLoading, error }] = useCreateJobMutation();
  const navigate = useNavigate();

  const offered = forms.data ?? [];
  const { form, variant } = chosenForm(offered, values);
  const canSave = values.name.trim() !== '' && !!form && !isLoading;

  const submit = (createLink: boolean) =>
    methods.handleSubmit(async (draft) => {
      if (!canSave) return;
      const result = await createJob(createJobRequest(draft, form, variant, createLink));
      if (!result.data) return;
      if (result.data.history_record) onCreated(result.data);
      else await navigate(paths.job(result.data.id));
    });

  return (
    <FormProvider {...methods}>
      <Form noValidate onSubmit={(event) => void submit(false)(event)}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>Create Job</Modal.Title>
        </Modal.Header>
        <Modal.Body className="d-flex flex-column gap-3">
          <CreateJobAlerts
            createError={error ? errorMessage(error, 'The job could not be created.') : null}
            formsFailed={forms.isError}
            noFormOffered={!!forms.data && offered.length === 0}
          />
          <CreateJobNameField />
          <CreateJobFormChoice offered={forms.data} form={form} variantId={variant?.id} />
          <Form.Group>
            <Form.Label htmlFor={referenceId}>
              {company?.reference_label || DEFAULT_REFERENCE_LABEL}
            </Form.Label>
            <SettingTextInput id={referenceId} name="reference_no" autoComplete="off" />
          </Form.Group>
          <CreateJobAutofill
            label={company?.autofill_label || DEFAULT_AUTOFILL_LABEL}
            hasApiKey={!!user?.api_key}
          />
          <CreateJobProviderNote
            hasApiKey={!!user?.api_key}
            unset={!values.location || !values.contact}
          />
          <div className={styles.pair}>
            <SettingProviderInputs readOnly={!user?.api_key} />
          </div>
          <CreateJobSettingsRows />
        </Modal.Body>
        <DialogFooter onCancel={onCancel} confirmLabel="Save" busy={isLoading} disabled={!canSave}>
          <Button
            variant="outline-primary"
            disabled={!canSave}
            onClick={(e) => void submit(true)(e)}
          >
            Save &amp; Send
          </Button>
        </DialogFooter>
      </Form>
    </FormProvider>
  );
}
