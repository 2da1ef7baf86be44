import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch } from 'react-hook-form';
import { USER_CSV_EXAMPLE } from '@job-intake/contracts/identity/users-api';
import { activeLocations } from '@job-intake/contracts/provider/provider-api';
import { DialogFooter } from '../../shared/ui/dialog-footer';
import { errorMessage } from '../../shared/api/api-error';
import { UploadOutcome } from './upload-outcome';
import { UploadUsersFields, type UploadUsersValues } from './upload-users-fields';
import { type Outcome, uploadOutcome } from './upload-outcome-values';
import {
  type CompanyScope,
  useListProviderDivisionsQuery,
  useListRolesQuery,
  useUploadUsersMutation,
} from './users-api';
import { CsvExample } from '../../shared/components/csv-example';

interface UploadUsersModalProps {
  scope: CompanyScope;
  onHide: () => void;
}

/** CSV user upload (spec section 7, Uploads): a file, a location of the provider, a role. */
export function UploadUsersModal({ scope, onHide }: UploadUsersModalProps) {
  const titleId = useId();
  const divisions = useListProviderDivisionsQuery();
  const roles = useListRolesQuery(scope);
  const [upload, { isLoading }] = useUploadUsersMutation();
  const { register, control, handleSubmit } = useForm<UploadUsersValues>({
    defaultValues: { file: null, div_id: '', role_id: '' },
  });
  const { file, div_id, role_id } = useWatch({ control });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const canUpload = (file?.length ?? 0) > 0 && div_id !== '' && role_id !== '' && !isLoading;

  async function send(values: UploadUsersValues) {
    const chosen = values.file?.[0];
    if (!chosen || !canUpload) return;
    setOutcome(null);
    const answer = await upload({
      ...scope,
      file: chosen,
      div_id: values.div_id,
      role_id: values.role_id,
    });
    setOutcome(uploadOutcome(answer));
  }

  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} size="lg" fullscreen="sm-down">
      <Form onSubmit={(event) => void handleSubmit(send)(event)}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>Upload Users</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small mb-2">
            A CSV file whose first line names the columns: <code>name</code> and <code>email</code>{' '}
            (required), <code>cnt_id</code>, <code>api_key</code> and <code>role</code>. The file is
            imported only when every line is correct.
          </p>
          <CsvExample label="An example user CSV file">{USER_CSV_EXAMPLE}</CsvExample>
          <UploadUsersFields
            register={register}
            locations={divisions.data && activeLocations(divisions.data)}
            locationsLoading={divisions.isLoading}
            roles={roles.data}
            onFileChange={() => setOutcome(null)}
          />
          {divisions.isError && (
            <Alert variant="danger" className="mt-3 mb-0">
              Error:{' '}
              {errorMessage(divisions.error, "The provider's locations could not be loaded.")}
            </Alert>
          )}
          {outcome && <UploadOutcome outcome={outcome} />}
        </Modal.Body>
        <DialogFooter
          onCancel={onHide}
          cancelLabel="Close"
          confirmLabel="Upload"
          busy={isLoading}
          disabled={!canUpload}
        />
      </Form>
    </Modal>
  );
}
