import {
  webhookEndpointSchema,
  type WebhookEndpointFields,
} from '@job-intake/contracts/integrations/webhook-endpoint.schema';
import type { WebhookEndpointDto } from '@job-intake/contracts/integrations/webhooks-api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormProvider, useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/api-error';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { EndpointFields } from './endpoint-fields';
import { SecretShownOnce } from './secret-shown-once';
import { useCreateWebhookEndpointMutation, useUpdateWebhookEndpointMutation } from './webhooks-api';

interface EndpointModalProps {
  companyId: string;
  /** The endpoint to edit; undefined adds one. */
  endpoint: WebhookEndpointDto | undefined;
  onClose: () => void;
}

const valuesOf = (endpoint: WebhookEndpointDto | undefined): WebhookEndpointFields => ({
  url: endpoint?.url ?? '',
  description: endpoint?.description ?? '',
  event_types: endpoint?.event_types ?? [],
});

/** Add endpoint / Edit endpoint; a new endpoint's secret is shown here, once. */
export function EndpointModal({ companyId, endpoint, onClose }: EndpointModalProps) {
  const titleId = useId();
  const [secret, setSecret] = useState<string>();
  const form = useForm<WebhookEndpointFields>({
    resolver: zodResolver(webhookEndpointSchema),
    defaultValues: valuesOf(endpoint),
    mode: 'onTouched',
  });
  const [create, created] = useCreateWebhookEndpointMutation();
  const [update, updated] = useUpdateWebhookEndpointMutation();
  const error = created.error ?? updated.error;

  const submit = form.handleSubmit(async (request) => {
    if (endpoint) {
      const answer = await update({ companyId, endpointId: endpoint.id, request });
      if (answer.data) onClose();
      return;
    }
    const answer = await create({ companyId, request });
    if (answer.data) setSecret(answer.data.secret);
  });

  return (
    <Modal show onHide={onClose} aria-labelledby={titleId} size="lg" fullscreen="sm-down">
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>
          {secret ? 'Endpoint added' : endpoint ? 'Edit endpoint' : 'Add endpoint'}
        </Modal.Title>
      </Modal.Header>
      {secret ? (
        <>
          <Modal.Body>
            <SecretShownOnce secret={secret} />
          </Modal.Body>
          <DialogFooter onCancel={onClose} cancelLabel="Done" />
        </>
      ) : (
        <FormProvider {...form}>
          <Form noValidate onSubmit={(event) => void submit(event)}>
            <Modal.Body>
              <EndpointFields />
              {error && (
                <Alert variant="danger" className="mt-3 mb-0">
                  {errorMessage(error, 'The endpoint could not be saved.')}
                </Alert>
              )}
            </Modal.Body>
            <DialogFooter
              onCancel={onClose}
              confirmLabel={endpoint ? 'Save' : 'Add endpoint'}
              busy={created.isLoading || updated.isLoading}
            />
          </Form>
        </FormProvider>
      )}
    </Modal>
  );
}
