import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsIn,
  IsOptional,
  IsRFC3339,
} from 'class-validator';
import {
  API_TOKEN_NAME_MAX_LENGTH,
  type CreateApiTokenRequest,
} from '@job-intake/contracts/integrations/api-tokens-api';
import { PERMISSIONS, type PermissionName } from '@job-intake/contracts/identity/permissions';
import { oneOfMessage } from '@job-intake/contracts/text/rule-messages';
import { Nullable } from '../../http/nullable.decorator';
import { RequiredText } from '../../http/required-text.decorator';
import { SingleLine } from '../../http/single-line.decorator';
import { trimmed } from '../../http/trimmed.transform';

const PERMISSION_NAMES = PERMISSIONS.map((permission) => permission.name);

export class CreateApiTokenRequestDto implements CreateApiTokenRequest {
  @ApiProperty({ example: 'Accounting system', maxLength: API_TOKEN_NAME_MAX_LENGTH })
  @SingleLine()
  @RequiredText(API_TOKEN_NAME_MAX_LENGTH, 'string')
  @trimmed()
  name: string;

  @ApiProperty({
    example: ['projects'],
    description: "What the token may do: a non-empty subset of the creating admin's permissions",
    type: 'array',
    items: { type: 'string', enum: PERMISSION_NAMES },
  })
  @IsIn(PERMISSION_NAMES, {
    each: true,
    message: oneOfMessage('each of permissions', PERMISSION_NAMES),
  })
  @ArrayUnique({ message: 'permissions must not name a permission twice' })
  @ArrayMaxSize(PERMISSION_NAMES.length, {
    message: `permissions must name at most ${PERMISSION_NAMES.length} permissions`,
  })
  @ArrayNotEmpty({ message: 'permissions must name at least one permission' })
  @IsArray({ message: 'permissions must be a list of permission names' })
  permissions: PermissionName[];

  @ApiPropertyOptional({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'When the token stops working, in the future; null or absent: never',
  })
  @IsRFC3339({ message: 'expires_at must be a date and time (ISO 8601)' })
  @IsOptional()
  @Nullable()
  expires_at?: string | null;
}
