import { IsNotEmpty, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import {
  EMAIL_PATTERN,
  USER_API_KEY_MAX_LENGTH,
  USER_EMAIL_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
} from '@job-intake/contracts/identity/users-api';
import {
  CONTACT_NUMBER_PATTERN,
  notTextMessage,
  tooLongMessage,
} from '@job-intake/contracts/text/rule-messages';
import { blankAsNull } from '../../http/blank-as-null.transform';
import { Nullable } from '../../http/nullable.decorator';
import { SingleLine } from '../../http/single-line.decorator';
import { stacked } from '../../http/stacked.decorator';
import { trimmed } from '../../http/trimmed.transform';

// The server's rules on a user's fields, the same when a user is invited (POST /user) and saved
// (PATCH /user/{id}); the length limits are the contracts' USER_*_MAX_LENGTH, shared with the user
// dialog. class-validator runs a property's checks bottom-up and stops at the first failure.

export const USER_EMAIL_MESSAGE = 'email must be a valid e-mail address (like name@example.com)';
export const CNT_ID_MESSAGE = 'cnt_id must be a contact number (digits only)';

export const UserName = () =>
  stacked(
    SingleLine(),
    MaxLength(USER_NAME_MAX_LENGTH, { message: tooLongMessage('name', USER_NAME_MAX_LENGTH) }),
    IsString({ message: notTextMessage('name') }),
    IsNotEmpty({ message: 'name is required' }),
    trimmed(),
  );

export const UserEmail = () =>
  stacked(
    Matches(EMAIL_PATTERN, { message: USER_EMAIL_MESSAGE }),
    MaxLength(USER_EMAIL_MAX_LENGTH, { message: USER_EMAIL_MESSAGE }),
    IsString({ message: USER_EMAIL_MESSAGE }),
    IsNotEmpty({ message: 'email is required' }),
    trimmed(),
  );

/** A provider contact number; blank or null: none. Goes with @IsOptional(). */
export const UserCntId = () =>
  stacked(
    Matches(CONTACT_NUMBER_PATTERN, { message: CNT_ID_MESSAGE }),
    IsString({ message: CNT_ID_MESSAGE }),
    blankAsNull(),
    Nullable(),
  );

/** The user's provider API key; blank or null: none. Goes with @IsOptional(). */
export const UserApiKey = () =>
  stacked(
    Matches(/^\S+$/, { message: 'api_key must not contain spaces' }),
    MaxLength(USER_API_KEY_MAX_LENGTH, {
      message: tooLongMessage('api_key', USER_API_KEY_MAX_LENGTH),
    }),
    IsString({ message: notTextMessage('api_key') }),
    blankAsNull(),
    Nullable(),
  );

/** `value`: the id of the user's role in this company. */
export const UserRoleId = () => IsUUID('all', { message: 'value (the role) must be a role id' });
