import { COMPANY_STYLE_SCOPE } from '@job-intake/contracts/identity/company-style';
import { DomainError } from '../../shared/domain-error';
import { scopeCustomStyle } from './domain/scoped-custom-style';

/** Saving a custom style: what would be removed when it is served is refused, named, instead. */
export function requireSafeCustomStyle(css: string): void {
  const { problems } = scopeCustomStyle(css, COMPANY_STYLE_SCOPE);
  if (problems.length === 0) return;
  throw new DomainError(
    'invalid',
    `The custom style cannot be saved: ${problems.join('; ')}. It may only style this company's job forms.`,
  );
}
