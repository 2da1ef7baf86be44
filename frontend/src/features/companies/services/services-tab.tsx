import type { CompanyDetailDto } from '@job-intake/contracts/identity/company-api';
import {
  DEFAULT_SERVICE_TYPE,
  type ServiceTypeDto,
} from '@job-intake/contracts/services/service-types-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSessionUser } from '../../../shared/api/auth-slice';
import { useListServiceTypesQuery } from '../../../shared/api/service-types-api';
import { LoadingState } from '../../../shared/components/loading-state';
import { SERVICES_HEADING_ID, DeleteServiceTypeDialog } from './delete-service-type-dialog';
import { ServiceTypeEditor } from './service-type-editor';
import { ServiceTypesTable } from './service-types-table';

const LOAD_ERROR = 'The service types could not be loaded.';
/** The API keeps the signed-in user's company's types, so another company's page shows none. */
const OTHER_COMPANY =
  "Service types belong to the signed-in user's company. Sign in as one of this company's admins to manage its service types.";

type Editing = { serviceType: ServiceTypeDto | undefined } | null;

/** The company page's Services tab (spec sections 2 and 3): list, add, edit and delete. */
export function ServicesTab({ company }: { company: CompanyDetailDto }) {
  const user = useSessionUser();
  if (user?.memberships[0]?.company.id !== company.id) {
    return <Alert variant="info">{OTHER_COMPANY}</Alert>;
  }
  return <OwnServiceTypes />;
}

function OwnServiceTypes() {
  const { data: serviceTypes, isError } = useListServiceTypesQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ServiceTypeDto | null>(null);

  if (isError) return <Alert variant="danger">{LOAD_ERROR}</Alert>;
  if (!serviceTypes) return <LoadingState label="Loading service types…" />;
  return (
    <section aria-labelledby={SERVICES_HEADING_ID}>
      <div className="d-flex justify-content-between align-items-center mb-2 gap-2">
        <h2 id={SERVICES_HEADING_ID} tabIndex={-1} className="h5 mb-0">
          Services
        </h2>
        <Button onClick={() => setEditing({ serviceType: undefined })}>Add Service</Button>
      </div>
      <p className="small text-body-secondary">
        The services a reviewer can send a job to the provider with; the default one is preselected.
        Without an active service, jobs are sent as {DEFAULT_SERVICE_TYPE}.
      </p>
      <ServiceTypesTable
        serviceTypes={serviceTypes}
        onEdit={(serviceType) => setEditing({ serviceType })}
        onDelete={setDeleting}
      />
      {editing && (
        <ServiceTypeEditor
          serviceType={editing.serviceType}
          isFirst={serviceTypes.length === 0}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteServiceTypeDialog serviceType={deleting} onClose={() => setDeleting(null)} />
      )}
    </section>
  );
}
