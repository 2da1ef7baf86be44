import { Matches } from 'class-validator';
import { SINGLE_LINE_PATTERN, singleLineMessage } from '@job-intake/contracts/text/single-line';

/**
 * A name, title or label shown on one line (contracts/src/text/single-line.ts): a line break, a
 * tab or another control character is refused with '<field> must be on one line, …'.
 */
export const SingleLine = () =>
  Matches(SINGLE_LINE_PATTERN, { message: singleLineMessage('$property') });
