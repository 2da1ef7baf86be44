import type { ServiceTypeDto } from '@job-intake/contracts/services/service-types-api';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';

interface ServiceChoiceProps {
  /** The company's active service types. */
  services: readonly ServiceTypeDto[];
  /** The chosen type's id (only with two or more types). */
  value: string | undefined;
  /** What is sent when nothing is chosen (the single active type, or the default). */
  fallback: string;
  onChange: (id: string) => void;
}

/** Spec 2: the service type select is shown only when more than one active service exists. */
export function ServiceChoice({ services, value, fallback, onChange }: ServiceChoiceProps) {
  const id = useId();
  if (services.length < 2)
    return (
      <p className="mb-0">
        Service: <strong>{fallback}</strong>
      </p>
    );
  return (
    <Form.Group controlId={id} className="flex-grow-1" style={{ maxWidth: '24rem' }}>
      <Form.Label className="fw-semibold mb-1">Service type</Form.Label>
      <Form.Select
        value={value}

        onChange={(event) => onChange(event.target.value)}
      >
        {services.map((service) => (
          <option key={service.id} value={service.id}>
            {service.text}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
