import {
  PASSWORD_MISMATCH_MESSAGE,
  passwordPolicyProblem,
  type ResetPasswordRequest,
} from '@job-intake/contracts/identity/identity-api';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../shared/api/api-error';
import { resolverResult } from '../../shared/forms/resolver-result';
import { useResetPasswordMutation } from './auth-api';
import { RESET_FAILED } from './reset-failed';
import { safeRedirect } from './safe-redirect';

export type NewPasswordFields = Pick<ResetPasswordRequest, 'new_pass' | 'confirm_pass'>;

/** As the user types: the policy once there is a password, a mismatch once there is a copy. */
export const newPasswordResolver: Resolver<NewPasswordFields> = (values) => {
  const { new_pass, confirm_pass } = values;
  const errors: FieldErrors<NewPasswordFields> = {};
  const problem = new_pass === '' ? undefined : passwordPolicyProblem(new_pass);
  if (problem) errors.new_pass = { type: 'policy', message: problem };
  if (confirm_pass !== '' && confirm_pass !== new_pass) {
    errors.confirm_pass = { type: 'mismatch', message: PASSWORD_MISMATCH_MESSAGE };
  }
  return resolverResult(values, errors);
};

/**
 * The reset page's new password: checked as it is typed; sent with the code from the link, then
 * on to where the server says, or back with the server's message.
 */
export function useNewPasswordForm(
  code: string,
  email: string,
  onFailure: (message: string) => void,
) {
  const form = useForm<NewPasswordFields>({
    defaultValues: { new_pass: '', confirm_pass: '' },
    resolver: newPasswordResolver,
    mode: 'onChange',
  });
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const navigate = useNavigate();
  const [password, confirm] = useWatch({
    control: form.control,
    name: ['new_pass', 'confirm_pass'],
  });
  // Spec section 5: disabled unless both are filled and match (and, here, the policy holds).
  const ready = password !== '' && confirm !== '' && form.formState.isValid && !isLoading;

  const submit = form.handleSubmit(async (fields) => {
    try {
      const answer = await resetPassword({ email, reset_code: code, ...fields }).unwrap();
      if (!answer.success) {
        onFailure(answer.message);
        return;
      }
      await navigate(safeRedirect(answer.redirect), {
        replace: true,
        state: { notice: answer.message },
      });
    } catch (failure) {
      onFailure(errorMessage(failure, RESET_FAILED));
    }
  });

  return { form, ready, busy: isLoading, submit };
}
