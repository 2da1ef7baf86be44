import type { SaveFormMessageRequest } from '@job-intake/contracts/forms/forms-api';

/** The checked body: 1 and 0 for `mapped` have been read as true and false. */
export type SaveFormMessage = Omit<SaveFormMessageRequest, 'mapped'> & { mapped?: boolean };

/** The builder's save of the form's top part: name, title, status, mapped, config, texts. */
export class SaveFormMessageCommand {
  constructor(
    readonly companyId: string,
    readonly formId: string,
    readonly part: SaveFormMessage,
  ) {}
}
