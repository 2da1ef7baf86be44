import type { AddressLayout, FieldDto, FieldStyle } from '@job-intake/contracts/forms/forms-api';
import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { AddressPreview } from './address-preview';
import styles from './form-builder.module.css';

interface AddressCustomizeProps {
  field: FieldDto;
  onChange: (style: FieldStyle) => void;
}

const LAYOUTS: { value: AddressLayout; label: string }[] = [
  { value: 'default', label: 'Default' },
  { value: 'columns', label: 'Columns' },
];

const OPTIONS: { key: 'addr_plus' | 'compact' | 'fieldset'; label: string }[] = [
  { key: 'addr_plus', label: 'Lot/Parcel/Block' },
  { key: 'compact', label: 'Compact' },
  { key: 'fieldset', label: 'Fieldset' },
];

/** The Customize panel of an address field, with a live preview of the inputs. */
export function AddressCustomize({ field, onChange }: AddressCustomizeProps) {
  const id = useId();
  const style = field.style;
  const layout = style.layout ?? 'default';

  return (
    <section aria-label="Customize address" className={`${styles.customize} border rounded-3 p-3`}>
      <Row className="g-4">
        <Col lg={4}>
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-2">Layout</legend>
            {LAYOUTS.map((option) => (
              <Form.Check
                key={option.value}
                type="radio"
                id={`${id}-layout-${option.value}`}
                name={`${id}-layout`}
                label={option.label}
                checked={layout === option.value}
                onChange={() => onChange({ ...style, layout: option.value })}
              />
            ))}
          </fieldset>
          <fieldset>
            <legend className="form-label fs-6 mb-2">Options</legend>
            {OPTIONS.map((option) => (
              <Form.Check
                key={option.key}
                type="checkbox"
                id={`${id}-${option.key}`}
                label={option.label}
                checked={Boolean(style[option.key])}
                onChange={(event) => onChange({ ...style, [option.key]: event.target.checked })}
              />
            ))}
          </fieldset>
        </Col>
        <Col lg={8}>
          <figure className="mb-0" aria-label="Address preview">
            <figcaption className="small text-uppercase fw-semibold text-body-secondary mb-2">
              Preview
            </figcaption>
            <div className="bg-body border rounded-3 p-3">
              <AddressPreview title={field.title} typeId={field.type_id} style={style} />
            </div>
          </figure>
        </Col>
      </Row>
    </section>
  );
}
