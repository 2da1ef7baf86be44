import type { PermissionDto } from '@job-intake/contracts/identity/identity-api';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { permissionLabel } from '../../shared/ui/permission-labels';

const GROUPS = [
  { type: 'page', title: 'Pages' },
  { type: 'action', title: 'Actions' },
] as const;

interface PermissionGroupsProps {
  catalogue: PermissionDto[];
  /** The ids of the permissions the role has. */
  chosen: number[];
  isSuper: boolean;
  idPrefix: string;
  onToggle: (id: number, on: boolean) => void;
}

/** The permissions a role can have, as checkboxes grouped into pages and actions. */
export function PermissionGroups({
  catalogue,
  chosen,
  isSuper,
  idPrefix,
  onToggle,
}: PermissionGroupsProps) {
  // Only super admins may give the super permission; others see it only on a role that has it.
  const offered = (permission: PermissionDto) =>
    permission.name !== 'super' || isSuper || chosen.includes(permission.id);

  return (
    <Row className="g-3">
      {GROUPS.map((group) => (
        <Col md={6} key={group.type}>
          <fieldset className="border rounded px-3 pt-2 pb-1 h-100">
            <legend className="float-none w-auto fs-6 fw-semibold px-1 mb-1">{group.title}</legend>
            {catalogue
              .filter((permission) => permission.type === group.type && offered(permission))
              .map((permission) => (
                <Form.Check
                  key={permission.id}
                  id={`${idPrefix}-permission-${permission.id}`}
                  className="mb-2"
                  checked={chosen.includes(permission.id)}
                  disabled={permission.name === 'super' && !isSuper}
                  onChange={(event) => onToggle(permission.id, event.target.checked)}
                  label={
                    <>
                      {permissionLabel(permission.name)}
                      <span className="d-block small text-body-secondary">
                        {permission.description}
                      </span>
                    </>
                  }
                />
              ))}
          </fieldset>
        </Col>
      ))}
    </Row>
  );
}
