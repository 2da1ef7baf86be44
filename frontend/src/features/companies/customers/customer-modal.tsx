import type { CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import {
  customerPresetSchema,
  type CustomerPresetRequest,
  type CustomerPresetValues,
} from '@job-intake/contracts/job-form/customer-preset.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormProvider, useForm } from 'react-hook-form';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { errorMessage } from '../../../shared/api/api-error';
import { useSaveCustomerMutation } from '../../../shared/api/customers-api';
import { CustomerFields } from './customer-fields';

interface CustomerModalProps {
  companyId: string;
  /** The preset to edit; undefined adds a new one. */
  customer: CustomerPresetDto | undefined;
  onClose: () => void;
}

const EMPTY: CustomerPresetRequest = {
  contact_role: 1,
  role_desc: '',
  company: '',
  name: '',
  phone: '',
  address: '',
  address_2: '',
  city: '',
  state: '',
  zip: '',
  county: '',
  email: '',
};

const valuesOf = (customer: CustomerPresetDto | undefined): CustomerPresetRequest => {
  if (!customer) return EMPTY;
  const { id: _id, ...values } = customer;
  return values;
};

/** Add Customer / Edit Customer: the preset's fields, checked by the schema the server uses. */
export function CustomerModal({ companyId, customer, onClose }: CustomerModalProps) {
  const titleId = useId();
  const form = useForm<CustomerPresetRequest, unknown, CustomerPresetValues>({
    resolver: zodResolver(customerPresetSchema),
    defaultValues: valuesOf(customer),
    mode: 'onTouched',
  });
  const [save, { isLoading, error }] = useSaveCustomerMutation();

  const submit = form.handleSubmit(async (preset) => {
    const answer = await save({ companyId, id: customer?.id, preset });
    if (answer.data) onClose();
  });

  return (
    <Modal show onHide={onClose} aria-labelledby={titleId} size="lg" fullscreen="sm-down">
      <FormProvider {...form}>
        <Form noValidate onSubmit={(event) => void submit(event)}>
          <Modal.Header closeButton>
            <Modal.Title id={titleId}>
              {customer ? `Edit Customer #${customer.id}` : 'Add Customer'}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <CustomerFields />
            {error && (
              <Alert variant="danger" className="mt-3 mb-0">
                Error: {errorMessage(error, 'The customer could not be saved.')}
              </Alert>
            )}
          </Modal.Body>
          <DialogFooter onCancel={onClose} confirmLabel="Save" busy={isLoading} />
        </Form>
      </FormProvider>
    </Modal>
  );
}
