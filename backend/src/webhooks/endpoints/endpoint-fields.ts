import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsString,
  MaxLength,
} from 'class-validator';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
} from '@job-intake/contracts/integrations/webhooks-api';
import {
  notStringMessage,
  oneOfMessage,
  tooLongMessage,
} from '@job-intake/contracts/text/rule-messages';
import { RequiredText } from '../../http/required-text.decorator';
import { SingleLine } from '../../http/single-line.decorator';
import { stacked } from '../../http/stacked.decorator';
import { trimmed } from '../../http/trimmed.transform';

/** The endpoint's URL (its scheme and address are checked by the use case, which resolves it). */
export const EndpointUrl = () =>
  stacked(SingleLine(), RequiredText(WEBHOOK_URL_MAX_LENGTH, 'string'), trimmed());

export const EndpointDescription = () =>
  stacked(
    SingleLine(),
    MaxLength(WEBHOOK_DESCRIPTION_MAX_LENGTH, {
      message: tooLongMessage('description', WEBHOOK_DESCRIPTION_MAX_LENGTH),
    }),
    IsString({ message: notStringMessage('description') }),
    trimmed(),
  );

/** The event types an endpoint receives: at least one, each once. */
export const EndpointEventTypes = () =>
  stacked(
    IsIn(WEBHOOK_EVENT_TYPES, {
      each: true,
      message: oneOfMessage('each of event_types', WEBHOOK_EVENT_TYPES),
    }),
    ArrayUnique({ message: 'event_types must name each event type once' }),
    ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, {
      message: `event_types must name at most ${WEBHOOK_EVENT_TYPES.length} event types`,
    }),
    ArrayMinSize(1, { message: 'event_types must name at least one event type' }),
    IsArray({ message: 'event_types must be a list of event types' }),
  );
