import { ForbiddenException } from '@nestjs/common';
import { COMPANY_NOT_FOUND } from '../../companies/company-access';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { DomainError } from '../../shared/domain-error';

export const TOKENS_NEED_A_SESSION =
  'API tokens are managed by a signed-in person: sign in to list, create or revoke them, an API token cannot.';

/**
 * Who may list, create and revoke a company's tokens: a signed-in admin of that very company (the
 * route names the permissions). A token never manages tokens, so a leaked one cannot mint more;
 * another company is answered like a missing one, a super admin's included, because a token acts
 * as its creator's membership.
 */
export function assertManagesTokensOf(user: AuthenticatedUser, companyId: string): void {
  if (user.apiTokenId) throw new ForbiddenException(TOKENS_NEED_A_SESSION);
  if (companyId !== user.companyId) throw new DomainError('not_found', COMPANY_NOT_FOUND);
}
