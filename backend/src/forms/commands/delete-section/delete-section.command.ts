import type { DeleteSectionRequest } from '@job-intake/contracts/forms/forms-api';

/** The builder's delete of a saved section, with its fields. */
export class DeleteSectionCommand {
  constructor(
    readonly companyId: string,
    readonly formId: string,
    readonly part: DeleteSectionRequest,
  ) {}
}
