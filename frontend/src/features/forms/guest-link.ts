import { guestLinkPath } from '@job-intake/contracts/forms/forms-api';

/**
 * The public new-job link of a form variant (spec section 2, "Forms list"): the app's address
 * plus /new/{variant uuid}, with /{cnt_id} appended to make the user the job's creator.
 */
export function guestLink(origin: string, uuid: string, cntId: string | null): string {
  return `${origin}${guestLinkPath({ uuid }, cntId)}`;
}
