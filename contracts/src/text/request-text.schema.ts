import { z } from 'zod';
import { notStringMessage, notTextMessage, requiredMessage, tooLongMessage } from './rule-messages';
import { isSingleLine, singleLineMessage } from './single-line';

interface RequestTextOptions {
  /** Blanks around it do not count (the server trims it). */
  trim?: boolean;
  /** A name, title or subject: on one line (text/single-line.ts). */
  singleLine?: boolean;
  /** How a value of another type is refused: '… must be text' or '… must be a string'. */
  notText?: 'text' | 'string';
}

/** A string, or '<field> should not be empty' when left out or null, '<field> must be text' else. */
export function requestString(field: string, notText: RequestTextOptions['notText'] = 'text') {
  const message = notText === 'string' ? notStringMessage : notTextMessage;
  return z.string({
    errorMap: (_, context) => ({
      message: context.data == null ? requiredMessage(field) : message(field),
    }),
  });
}

/**
 * A text a request must hold, refused with the words the API uses ('<field> should not be empty',
 * '<field> must be text', '<field> must be at most N characters', '<field> must be on one line …'),
 * checked in the order the server checks them.
 */
export function requestText(field: string, max: number, options: RequestTextOptions = {}) {
  const text = requestString(field, options.notText);
  const checked = (options.trim ? text.trim() : text)
    .min(1, requiredMessage(field))
    .max(max, tooLongMessage(field, max));
  return options.singleLine ? checked.refine(isSingleLine, singleLineMessage(field)) : checked;
}
