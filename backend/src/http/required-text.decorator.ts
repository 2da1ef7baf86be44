import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  notStringMessage,
  notTextMessage,
  requiredMessage,
  tooLongMessage,
} from '@job-intake/contracts/text/rule-messages';
import { stacked } from './stacked.decorator';

/**
 * A text the request must hold, refused with the contracts' sentences: '<field> should not be
 * empty', '<field> must be text' (or '… must be a string'), '<field> must be at most N
 * characters'. Checked bottom-up like the decorators it stands for, stopping at the first failure;
 * put @trimmed() under it when blanks count as empty.
 */
export const RequiredText = (max: number, notText: 'text' | 'string' = 'text') =>
  stacked(
    MaxLength(max, { message: tooLongMessage('$property', max) }),
    IsString({ message: (notText === 'text' ? notTextMessage : notStringMessage)('$property') }),
    IsNotEmpty({ message: requiredMessage('$property') }),
  );
