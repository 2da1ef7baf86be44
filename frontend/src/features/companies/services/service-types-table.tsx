import type {
  ServiceTypeDto,
  ServiceTypeStatus,
} from '@job-intake/contracts/services/service-types-api';
import Badge from 'react-bootstrap/Badge';
import { CardCell, CardTable } from '../../../shared/components/card-table';
import { EditDeleteButtons } from '../../../shared/components/edit-delete-buttons';

interface ServiceTypesTableProps {
  serviceTypes: ServiceTypeDto[];
  onEdit: (serviceType: ServiceTypeDto) => void;
  onDelete: (serviceType: ServiceTypeDto) => void;
}

/** The company's service types by text, with Edit and Delete per row. */
export function ServiceTypesTable({ serviceTypes, onEdit, onDelete }: ServiceTypesTableProps) {
  if (serviceTypes.length === 0) {
    return <p className="text-body-secondary">No service types yet.</p>;
  }
  return (
    <CardTable hover className="align-middle" aria-label="Service types">
      <thead>
        <tr>
          <th scope="col">Text</th>
          <th scope="col">Lien Direct</th>
          <th scope="col">Default</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {serviceTypes.map((serviceType) => (
          <tr key={serviceType.id}>
            <CardCell label="Text" place="title" className="text-break">
              {serviceType.text}
            </CardCell>
            <CardCell label="Lien Direct">{serviceType.lien_direct ? 'Yes' : 'No'}</CardCell>
            <CardCell label="Default">
              {serviceType.default && <Badge bg="primary">Default</Badge>}
            </CardCell>
            <CardCell label="Status">
              <StatusBadge status={serviceType.status} />
            </CardCell>
            <CardCell label="" place="actions">
              <EditDeleteButtons
                name={serviceType.text}
                onEdit={() => onEdit(serviceType)}
                onDelete={() => onDelete(serviceType)}
              />
            </CardCell>
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}

function StatusBadge({ status }: { status: ServiceTypeStatus }) {
  const active = status === 'active';
  return <Badge bg={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Inactive'}</Badge>;
}
