import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { COMPANY_LIMITS, CONTACT_ID_PATTERN } from '@job-intake/contracts/identity/company-api';
import { blankAsNull } from '../../http/blank-as-null.transform';
import { Nullable } from '../../http/nullable.decorator';
import { stacked } from '../../http/stacked.decorator';

/** A company's provider contact id: digits, or blank or null for none. */
export const CompanyContactId = () =>
  stacked(
    MaxLength(COMPANY_LIMITS.contactId, {
      message: `$property must be at most ${COMPANY_LIMITS.contactId} digits`,
    }),
    Matches(CONTACT_ID_PATTERN, { message: '$property must contain only digits' }),
    IsString({ message: '$property must be a string of digits' }),
    IsOptional(),
    blankAsNull(),
    Nullable(),
  );
