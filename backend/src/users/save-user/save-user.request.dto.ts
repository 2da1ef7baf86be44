import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import {
  EMAIL_PATTERN,
  type UpdateUserRequest,
  USER_NAME_MAX_LENGTH,
  USER_EMAIL_MAX_LENGTH,
  USER_API_KEY_MAX_LENGTH,
} from '@job-intake/contracts/identity/users-api';
import { blankAsNull } from '../../http/blank-as-null.transform';
import { Nullable } from '../../http/nullable.decorator';
import { trimmed } from '../../http/trimmed.transform';
import { CNT_ID_MESSAGE, CNT_ID_PATTERN, EMAIL_MESSAGE } from '../shared/user-field-rules';
import { SingleLine } from '../../http/single-line.decorator';

// class-validator runs a property's checks bottom-up and stops at the first failure.

export class UpdateUserRequestDto implements UpdateUserRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'If sent, the id of the URL' })
  @IsUUID('all', { message: 'id must be a user id' })
  @IsOptional()
  id?: string;

  @ApiPropertyOptional({ example: 'Pat Example', maxLength: USER_NAME_MAX_LENGTH })
  @SingleLine()
  @MaxLength(USER_NAME_MAX_LENGTH, {
    message: `name must be at most ${USER_NAME_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name is required' })
  @IsOptional()
  @trimmed()
  name?: string;

  @ApiPropertyOptional({ example: 'pat@example.com', maxLength: USER_EMAIL_MAX_LENGTH })
  @Matches(EMAIL_PATTERN, { message: EMAIL_MESSAGE })
  @MaxLength(USER_EMAIL_MAX_LENGTH, { message: EMAIL_MESSAGE })
  @IsString({ message: EMAIL_MESSAGE })
  @IsNotEmpty({ message: 'email is required' })
  @IsOptional()
  @trimmed()
  email?: string;

  @ApiPropertyOptional({ example: '100245', nullable: true })
  @Matches(CNT_ID_PATTERN, { message: CNT_ID_MESSAGE })
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
  @MaxLength(USER_API_KEY_MAX_LENGTH, {
    message: `api_key must be at most ${USER_API_KEY_MAX_LENGTH} characters`,
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
