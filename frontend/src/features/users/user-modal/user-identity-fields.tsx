import type { UserValues } from '@job-intake/contracts/identity/user.schema';
import {
  USER_EMAIL_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
} from '@job-intake/contracts/identity/users-api';
import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import { useFormContext, useWatch } from 'react-hook-form';
import { Required } from './required';

/** Name and e-mail; a wrong e-mail is pointed out once the user has left the box. */
export function UserIdentityFields() {
  const ids = { name: useId(), email: useId() };
  const { register, formState } = useFormContext<UserValues>();
  const email = useWatch<UserValues, 'email'>({ name: 'email' });
  const emailError = email.trim() !== '' ? formState.errors.email?.message : undefined;
  return (
    <>
      <Form.Group as={Col} md={6} controlId={ids.name}>
        <Form.Label>
          Name <Required />
        </Form.Label>
        <Form.Control
          {...register('name')}
          autoFocus
          autoComplete="off"
          maxLength={USER_NAME_MAX_LENGTH}
        />
      </Form.Group>
      <Form.Group as={Col} md={6} controlId={ids.email}>
        <Form.Label>
          E-mail <Required />
        </Form.Label>
        <Form.Control
          {...register('email')}
          type="email"
          isInvalid={Boolean(emailError)}
          autoComplete="off"
          maxLength={USER_EMAIL_MAX_LENGTH}
        />
        <Form.Control.Feedback type="invalid">{emailError}</Form.Control.Feedback>
      </Form.Group>
    </>
  );
}
