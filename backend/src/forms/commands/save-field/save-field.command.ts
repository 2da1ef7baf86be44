import type { SaveFieldRequest } from '@job-intake/contracts/forms/forms-api';

/** The builder's save of one field: a new one in a section, or a saved one (maybe moved). */
export class SaveFieldCommand {
  constructor(
    readonly companyId: string,
    readonly formId: string,
    readonly part: SaveFieldRequest,
  ) {}
}
