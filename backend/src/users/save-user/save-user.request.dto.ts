import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import {
  EMAIL_PATTERN,
  type CreateUserRequest,
  type UpdateUserRequest,
} from '@job-intake/contracts/identity/users-api';
import { trimmed } from '../../http/trimmed.transform';
import { API_KEY_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../upload-users/user-csv';
import { Nullable } from '../../http/nullable.decorator';

/** Trims text; an empty value means "none" (null). */
const blankAsNull = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmedValue = value.trim();
    return trimmedValue === '' ? null : trimmedValue;
  });

const EMAIL_MESSAGE = 'email must be a valid e-mail address (like name@example.com)';
const CNT_ID_MESSAGE = 'cnt_id must be a contact number (digits only)';

// class-validator runs a property's checks bottom-up and stops at the first failure.

export class CreateUserRequestDto implements CreateUserRequest {
  @ApiProperty({ example: 'Pat Example', maxLength: NAME_MAX_LENGTH })
  @MaxLength(NAME_MAX_LENGTH, { message: `name must be at most ${NAME_MAX_LENGTH} characters` })
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name is required' })
  @trimmed()
  name: string;

  @ApiProperty({ example: 'pat@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Matches(EMAIL_PATTERN, { message: EMAIL_MESSAGE })
  @MaxLength(EMAIL_MAX_LENGTH, { message: EMAIL_MESSAGE })
  @IsString({ message: EMAIL_MESSAGE })
  @IsNotEmpty({ message: 'email is required' })
  @trimmed()
  email: string;

  @ApiPropertyOptional({ example: '100245', nullable: true, description: 'Provider contact id' })
  @Matches(/^\d{1,18}$/, { message: CNT_ID_MESSAGE })
  @IsString({ message: CNT_ID_MESSAGE })
  @IsOptional()
  @blankAsNull()
  @Nullable()
  cnt_id?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: API_KEY_MAX_LENGTH })
  @Matches(/^\S+$/, { message: 'api_key must not contain spaces' })
  @MaxLength(API_KEY_MAX_LENGTH, {
    message: `api_key must be at most ${API_KEY_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'api_key must be text' })
  @IsOptional()
  @blankAsNull()
  @Nullable()
  api_key?: string | null;

  @ApiProperty({ format: 'uuid', description: "The id of the user's role in this company" })
  @IsUUID('all', { message: 'value (the role) must be a role id' })
  @IsNotEmpty({ message: 'value (the role) is required: choose a role' })
  value: string;
}

export class UpdateUserRequestDto implements UpdateUserRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'If sent, the id of the URL' })
  @IsUUID('all', { message: 'id must be a user id' })
  @IsOptional()
  id?: string;

  @ApiPropertyOptional({ example: 'Pat Example', maxLength: NAME_MAX_LENGTH })
  @MaxLength(NAME_MAX_LENGTH, { message: `name must be at most ${NAME_MAX_LENGTH} characters` })
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name is required' })
  @IsOptional()
  @trimmed()
  name?: string;

  @ApiPropertyOptional({ example: 'pat@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Matches(EMAIL_PATTERN, { message: EMAIL_MESSAGE })
  @MaxLength(EMAIL_MAX_LENGTH, { message: EMAIL_MESSAGE })
  @IsString({ message: EMAIL_MESSAGE })
  @IsNotEmpty({ message: 'email is required' })
  @IsOptional()
  @trimmed()
  email?: string;

  @ApiPropertyOptional({ example: '100245', nullable: true })
  @Matches(/^\d{1,18}$/, { message: CNT_ID_MESSAGE })
  @IsString({ message: CNT_ID_MESSAGE })
  @IsOptional()
  @blankAsNull()
  @Nullable()
  cnt_id?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    description: 'Left out: the key stays; null or empty: the key is removed',
  })
  @Matches(/^\S+$/, { message: 'api_key must not contain spaces' })
  @MaxLength(API_KEY_MAX_LENGTH, {
    message: `api_key must be at most ${API_KEY_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'api_key must be text' })
  @IsOptional()
  @blankAsNull()
  @Nullable()
  api_key?: string | null;

  @ApiPropertyOptional({ format: 'uuid', description: 'Another role in this company' })
  @IsUUID('all', { message: 'value (the role) must be a role id' })
  @IsOptional()
  value?: string;
}
