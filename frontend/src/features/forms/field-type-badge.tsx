import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import Badge from 'react-bootstrap/Badge';
import { fieldTypeLabel } from './field-types';
import styles from './form-builder.module.css';

export function TypeBadge({ field }: { field: FieldDto }) {
  return (
    <Badge bg="secondary-subtle" text="secondary-emphasis" className={styles.typeBadge}>
      {fieldTypeLabel(field.type)}
    </Badge>
  );
}
