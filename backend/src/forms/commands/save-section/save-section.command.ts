import type { SaveSectionRequest } from '@job-intake/contracts/forms/forms-api';

/** The builder's save of one section: a new one (temporary id or `new`) or a saved one. */
export class SaveSectionCommand {
  constructor(
    readonly companyId: string,
    readonly formId: string,
    readonly part: SaveSectionRequest,
  ) {}
}
