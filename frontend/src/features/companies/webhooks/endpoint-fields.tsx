import type { WebhookEndpointFields } from '@job-intake/contracts/integrations/webhook-endpoint.schema';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
} from '@job-intake/contracts/integrations/webhooks-api';
import Form from 'react-bootstrap/Form';
import { useFormContext, useWatch } from 'react-hook-form';

/** The endpoint's URL, description and the events it receives, with Select all. */
export function EndpointFields() {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<WebhookEndpointFields>();
  const chosen = useWatch({ control, name: 'event_types' });
  const all = chosen.length === WEBHOOK_EVENT_TYPES.length;

  return (
    <>
      <Form.Group className="mb-3" controlId="webhook-endpoint-url">
        <Form.Label>URL</Form.Label>
        <Form.Control
          type="url"
          placeholder="https://example.com/webhooks"
          isInvalid={!!errors.url}
          aria-describedby="webhook-endpoint-url-help"
          {...register('url')}
        />
        <Form.Text id="webhook-endpoint-url-help">
          An HTTPS address; the events are POSTed to it, signed with the endpoint&apos;s secret.
        </Form.Text>
        <Form.Control.Feedback type="invalid">{errors.url?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="webhook-endpoint-description">
        <Form.Label>Description</Form.Label>
        <Form.Control isInvalid={!!errors.description} {...register('description')} />
        <Form.Control.Feedback type="invalid">{errors.description?.message}</Form.Control.Feedback>
      </Form.Group>
      <fieldset aria-describedby="webhook-endpoint-events-error">
        <legend className="fs-6">Events</legend>
        <Form.Check
          id="webhook-endpoint-all-events"
          className="fw-semibold mb-2"
          label="Select all"
          checked={all}
          onChange={() =>
            setValue('event_types', all ? [] : [...WEBHOOK_EVENT_TYPES], {
              shouldValidate: true,
            })
          }
        />
        <div className="row row-cols-1 row-cols-sm-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <div className="col" key={type}>
              <Form.Check
                id={`webhook-endpoint-event-${type}`}
                label={WEBHOOK_EVENT_LABELS[type]}
                value={type}
                isInvalid={!!errors.event_types}
                {...register('event_types')}
              />
            </div>
          ))}
        </div>
        {errors.event_types && (
          <div id="webhook-endpoint-events-error" className="text-danger small mt-1" role="alert">
            {errors.event_types.message}
          </div>
        )}
      </fieldset>
    </>
  );
}
