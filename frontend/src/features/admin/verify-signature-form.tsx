import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../shared/api/api-error';
import { useVerifyReceivedWebhookMutation } from './dev-webhooks-api';

/**
 * Checks a delivery's Standard Webhooks signature with the endpoint's secret the person pastes
 * (the server computes it: the secret is not kept).
 */
export function VerifySignatureForm({ deliveryId }: { deliveryId: string }) {
  const { register, handleSubmit } = useForm<{ secret: string }>({ defaultValues: { secret: '' } });
  const [verify, { data, error, isLoading, reset }] = useVerifyReceivedWebhookMutation();
  const inputId = `verify-secret-${deliveryId}`;
  const submit = handleSubmit(
    ({ secret }) => void verify({ id: deliveryId, secret: secret.trim() }),
  );

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <Form.Label htmlFor={inputId} className="small mb-1">
        Endpoint secret
      </Form.Label>
      <InputGroup size="sm">
        <Form.Control
          id={inputId}
          placeholder="whsec_…"
          autoComplete="off"
          spellCheck={false}
          {...register('secret', { onChange: () => reset() })}
        />
        <Button type="submit" variant="outline-dark" disabled={isLoading}>
          Verify signature
        </Button>
      </InputGroup>
      <div aria-live="polite">
        {data && (
          <Alert variant={data.verified ? 'success' : 'warning'} className="small py-2 mt-2 mb-0">
            {data.message}
          </Alert>
        )}
        {error && (
          <Alert variant="danger" className="small py-2 mt-2 mb-0">
            {errorMessage(error, 'The signature could not be checked.')}
          </Alert>
        )}
      </div>
    </Form>
  );
}
