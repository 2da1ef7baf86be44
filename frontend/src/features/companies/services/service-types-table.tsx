import type {
  ServiceTypeDto,
  ServiceTypeStatus,
} from '@job-intake/contracts/services/service-types-api';
import Badge from 'react-bootstrap/Badge';
import { EditDeleteButtons } from '../../../shared/components/edit-delete-buttons';
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
          <th scope="col" className={WIDE}>
            Lien Direct
          </th>
          <th scope="col" className={WIDE}>
            Default
          </th>
          <th scope="col" className={WIDE}>
            Status
          </th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {serviceTypes.map((serviceType) => (
          <tr key={serviceType.id}>
            <td>
              <span className="text-break">{serviceType.text}</span>
              <NarrowSummary serviceType={serviceType} />
            </td>
            <td className={WIDE}>{serviceType.lien_direct ? 'Yes' : 'No'}</td>
            <td className={WIDE}>{serviceType.default && <DefaultBadge />}</td>
            <td className={WIDE}>
              <StatusBadge status={serviceType.status} />
            </td>
            <td>
              <EditDeleteButtons
                name={serviceType.text}
                onEdit={() => onEdit(serviceType)}
                onDelete={() => onDelete(serviceType)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Columns shown from md up; narrower screens see them as badges under the text. */
const WIDE = 'd-none d-md-table-cell';

const DefaultBadge = () => <Badge bg="primary">Default</Badge>;

function StatusBadge({ status }: { status: ServiceTypeStatus }) {
  const active = status === 'active';
  return <Badge bg={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

function NarrowSummary({ serviceType }: { serviceType: ServiceTypeDto }) {
  return (
    <div className="d-flex flex-wrap gap-1 mt-1 d-md-none" aria-hidden="true">
      {serviceType.default && <DefaultBadge />}
      <StatusBadge status={serviceType.status} />
      {serviceType.lien_direct && <Badge bg="info">Lien Direct</Badge>}
    </div>
  );
}
