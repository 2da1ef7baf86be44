import {
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  passwordPolicyProblem,
} from '@job-intake/contracts/identity/identity-api';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '../../shared/api/api-error';
import { resolverResult } from '../../shared/forms/resolver-result';
import { tokenReplaced } from '../../shared/api/auth-slice';
import { useAppDispatch } from '../../shared/store/hooks';
import { useChangePasswordMutation } from './settings-api';
import type { SaveOutcome } from './settings-submit-row';

export interface PasswordFields {
  current: string;
  next: string;
  confirm: string;
}

const EMPTY: PasswordFields = { current: '', next: '', confirm: '' };

/** One problem at a time, in the spec's order: a confirmation that differs, then the policy. */
export const newPasswordResolver: Resolver<PasswordFields> = (values) => {
  const errors: FieldErrors<PasswordFields> = {};
  const problem = passwordPolicyProblem(values.next);
  if (values.next !== values.confirm) {
    errors.confirm = { type: 'mismatch', message: PASSWORD_MISMATCH_MESSAGE };
  } else if (problem) errors.next = { type: 'policy', message: problem };
  return resolverResult(values, errors);
};

/**
 * Change password: the three fields, the rules above checked on submit, and the answer (a new
 * token; the user's other sessions are signed out). Any change clears the last message.
 */
export function useChangePasswordForm() {
  const form = useForm<PasswordFields>({
    defaultValues: EMPTY,
    resolver: newPasswordResolver,
    reValidateMode: 'onSubmit',
  });
  const [result, setResult] = useState<SaveOutcome | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const dispatch = useAppDispatch();
  const values = useWatch({ control: form.control });
  const complete = [values.current, values.next, values.confirm].every((value) => !!value);
  const { errors } = form.formState;
  const problem = errors.confirm?.message ?? errors.next?.message;

  const submit = form.handleSubmit(async ({ current, next }) => {
    if (isLoading) return;
    try {
      const { token } = await changePassword({ current, new_pass: next }).unwrap();
      dispatch(tokenReplaced(token));
      form.reset(EMPTY);
      setResult({ ok: true, text: PASSWORD_CHANGED_MESSAGE });
    } catch (failure) {
      setResult({
        ok: false,
        text: errorMessage(failure, 'Your password could not be changed. Please try again.'),
      });
    }
  });

  const clearMessage = () => {
    form.clearErrors();
    setResult(null);
  };

  return {
    register: (name: keyof PasswordFields) => form.register(name, { onChange: clearMessage }),
    outcome: problem ? { ok: false, text: problem } : result,
    canSubmit: complete && !isLoading,
    submit,
  };
}
