import {
  type ServiceTypeValues,
  serviceTypeSchema,
} from '@job-intake/contracts/services/service-type.schema';
import type { ServiceTypeDto } from '@job-intake/contracts/services/service-types-api';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { errorMessage } from '../../../shared/api/api-error';
import {
  useCreateServiceTypeMutation,
  useUpdateServiceTypeMutation,
} from '../../../shared/api/service-types-api';
import { ServiceTypeFields } from './service-type-fields';

const SAVE_ERROR = 'The service type could not be saved. Please try again.';
const EMPTY: ServiceTypeValues = { text: '', lien_direct: false, default: false, status: 'active' };

interface ServiceTypeEditorProps {
  /** The type to edit, or undefined for a new one. */
  serviceType: ServiceTypeDto | undefined;
  /** The company has no type yet: the new one becomes the default. */
  isFirst: boolean;
  onClose: () => void;
}

/** Add or edit a service type: text, Lien Direct, Default and Status. */
export function ServiceTypeEditor({ serviceType, isFirst, onClose }: ServiceTypeEditorProps) {
  // The default cannot be unticked: another type takes the flag by being made the default.
  const defaultLocked = serviceType ? serviceType.default : isFirst;
  const form = useForm<ServiceTypeValues>({
    resolver: zodResolver(serviceTypeSchema),
    defaultValues: serviceType ? { ...serviceType, default: false } : EMPTY,
  });
  const [create, creating] = useCreateServiceTypeMutation();
  const [update, updating] = useUpdateServiceTypeMutation();
  const saving = creating.isLoading || updating.isLoading;
  const failure = (serviceType ? updating : creating).error;

  const save = async ({ default: isDefault, ...values }: ServiceTypeValues) => {
    const body = {
      ...values,
      text: values.text.trim(),
      ...(defaultLocked ? {} : { default: isDefault }),
    };
    const result = serviceType ? await update({ id: serviceType.id, ...body }) : await create(body);
    if (!('error' in result)) onClose();
  };

  return (
    <Modal show onHide={onClose} centered aria-labelledby="service-type-editor-title">
      <Form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)}>
        <Modal.Header closeButton>
          <Modal.Title id="service-type-editor-title" className="h5">
            {serviceType ? 'Edit Service Type' : 'Add Service Type'}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && <Alert variant="danger">{errorMessage(failure, SAVE_ERROR)}</Alert>}
          <ServiceTypeFields form={form} defaultLocked={defaultLocked} isFirst={isFirst} />
        </Modal.Body>
        <DialogFooter onCancel={onClose} confirmLabel="Save" busy={saving} />
      </Form>
    </Modal>
  );
}
