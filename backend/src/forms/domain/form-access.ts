import { isFormOffered, type FormStatus } from '@job-intake/contracts/forms/forms-api';

/**
 * Who sees a form (spec 2 "Forms list", 6): a user with `forms` sees every form of the company;
 * anyone else only forms that are active and mapped.
 */
export function canSeeForm(
  permissions: readonly string[],
  form: { status: FormStatus; mapped: boolean },
): boolean {
  return permissions.includes('forms') || isFormOffered(form);
}
