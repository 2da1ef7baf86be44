import type { DeleteFieldRequest } from '@job-intake/contracts/forms/forms-api';

/** The builder's delete of a saved field. */
export class DeleteFieldCommand {
  constructor(
    readonly companyId: string,
    readonly formId: string,
    readonly part: DeleteFieldRequest,
  ) {}
}
