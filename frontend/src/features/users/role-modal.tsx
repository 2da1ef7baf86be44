import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { canSaveRole, type CompanyRoleDto } from '@job-intake/contracts/identity/users-api';
import { DialogFooter } from '../../shared/ui/dialog-footer';
import { errorMessage } from '../../shared/api/api-error';
import { useHasPermission } from '../../shared/api/auth-slice';
import { LoadingState } from '../../shared/components/loading-state';
import { PermissionGroups } from './permission-groups';
import { type CompanyScope, useListPermissionsQuery, useSaveRoleMutation } from './users-api';

interface RoleModalProps {
  scope: CompanyScope;
  /** The role to edit, or null to add one. */
  role: CompanyRoleDto | null;
  onHide: () => void;
}

/** Add Role and edit role (spec section 5, New role: a name and at least one permission). */
export function RoleModal({ scope, role, onHide }: RoleModalProps) {
  const titleId = useId();
  const nameId = useId();
  const permissions = useListPermissionsQuery();
  const isSuper = useHasPermission('super');
  const [name, setName] = useState(role?.name ?? '');
  const [assignWorkflow, setAssignWorkflow] = useState(role?.assign_workflow ?? false);
  const [chosen, setChosen] = useState<number[]>(role?.permissions.map((p) => p.id) ?? []);
  const [saveRole, { isLoading, error }] = useSaveRoleMutation();
  const canSave = canSaveRole({ name, permissions: chosen }) && !isLoading;
  const catalogue = permissions.data;

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    const result = await saveRole({
      ...scope,
      ...(role ? { id: role.id } : {}),
      name: name.trim(),
      assign_workflow: assignWorkflow,
      permissions: chosen,
    });
    if (result.data) onHide();
  }

  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} size="lg" fullscreen="sm-down">
      <Form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>{role ? 'Edit Role' : 'Add Role'}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && (
            <Alert variant="danger">{errorMessage(error, 'The role could not be saved.')}</Alert>
          )}
          <Row className="g-3 align-items-end mb-3">
            <Form.Group as={Col} md={7} controlId={nameId}>
              <Form.Label>
                Name{' '}
                <span className="text-danger" aria-hidden="true">
                  *
                </span>
              </Form.Label>
              <Form.Control
                value={name}
                onChange={(event) => setName(event.target.value)}
                autoFocus
                autoComplete="off"
                maxLength={100}
              />
            </Form.Group>
            <Col md={5}>
              <Form.Check
                type="switch"
                role="switch"
                id={`${nameId}-workflow`}
                className="mb-2"
                label="Assignable to Workflow"
                checked={assignWorkflow}
                onChange={(event) => setAssignWorkflow(event.target.checked)}
              />
            </Col>
          </Row>
          {catalogue ? (
            <PermissionGroups
              catalogue={catalogue}
              chosen={chosen}
              isSuper={isSuper}
              idPrefix={nameId}
              onToggle={toggle}
            />
          ) : permissions.isError ? (
            <Alert variant="danger">
              {errorMessage(permissions.error, 'The permissions could not be loaded.')}
            </Alert>
          ) : (
            <LoadingState label="Loading permissions…" />
          )}
          {chosen.length === 0 && (
            <p className="small text-body-secondary mt-3 mb-0">Choose at least one permission.</p>
          )}
        </Modal.Body>
        <DialogFooter onCancel={onHide} confirmLabel="Save" busy={isLoading} disabled={!canSave} />
      </Form>
    </Modal>
  );
}
