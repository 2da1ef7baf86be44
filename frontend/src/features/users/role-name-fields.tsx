import { ROLE_NAME_MAX_LENGTH } from '@job-intake/contracts/identity/users-api';
import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { UseFormRegister } from 'react-hook-form';
import type { RoleValues } from './use-role-form';
import { Required } from './user-modal/required';

interface RoleNameFieldsProps {
  register: UseFormRegister<RoleValues>;
}

/** The role's name (required) and whether workflow steps may take it. */
export function RoleNameFields({ register }: RoleNameFieldsProps) {
  const nameId = useId();
  return (
    <Row className="g-3 align-items-end mb-3">
      <Form.Group as={Col} md={7} controlId={nameId}>
        <Form.Label>
          Name <Required />
        </Form.Label>
        <Form.Control
          {...register('name')}
          autoFocus
          autoComplete="off"
          maxLength={ROLE_NAME_MAX_LENGTH}
        />
      </Form.Group>
      <Col md={5}>
        <Form.Check
          type="switch"
          role="switch"
          id={`${nameId}-workflow`}
          className="mb-2"
          label="Assignable to Workflow"
          {...register('assign_workflow')}
        />
      </Col>
    </Row>
  );
}
