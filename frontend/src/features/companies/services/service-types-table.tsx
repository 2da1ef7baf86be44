import type { ServiceTypeDto } from '@job-intake/contracts/services/service-types-api';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';

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
    <Table responsive hover className="align-middle" aria-label="Service types">
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
            <td className="text-break">{serviceType.text}</td>
            <td>{serviceType.lien_direct ? 'Yes' : 'No'}</td>
            <td>{serviceType.default ? <Badge bg="primary">Default</Badge> : ''}</td>
            <td>
              <Badge bg={serviceType.status === 'active' ? 'success' : 'secondary'}>
                {serviceType.status === 'active' ? 'Active' : 'Inactive'}
              </Badge>
            </td>
            <td className="text-end text-nowrap">
              <Button
                size="sm"
                variant="outline-primary"
                className="me-2"
                aria-label={`Edit ${serviceType.text}`}
                onClick={() => onEdit(serviceType)}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                aria-label={`Delete ${serviceType.text}`}
                onClick={() => onDelete(serviceType)}
              >
                Delete
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
