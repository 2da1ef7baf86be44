import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import {
  type UpdateUserRequest,
  USER_NAME_MAX_LENGTH,
  USER_EMAIL_MAX_LENGTH,
} from '@job-intake/contracts/identity/users-api';
import { UserApiKey, UserCntId, UserEmail, UserName, UserRoleId } from '../shared/user-field-rules';

export class UpdateUserRequestDto implements UpdateUserRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'If sent, the id of the URL' })
  @IsUUID('all', { message: 'id must be a user id' })
  @IsOptional()
  id?: string;

  @ApiPropertyOptional({ example: 'Pat Example', maxLength: USER_NAME_MAX_LENGTH })
  @UserName()
  @IsOptional()
  name?: string;

  @ApiPropertyOptional({ example: 'pat@example.com', maxLength: USER_EMAIL_MAX_LENGTH })
  @UserEmail()
  @IsOptional()
  email?: string;

  @ApiPropertyOptional({ example: '100245', nullable: true })
  @UserCntId()
  @IsOptional()
  cnt_id?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    description: 'Left out: the key stays; null or empty: the key is removed',
  })
  @UserApiKey()
  @IsOptional()
  api_key?: string | null;

  @ApiPropertyOptional({ format: 'uuid', description: 'Another role in this company' })
  @UserRoleId()
  @IsOptional()
  value?: string;
}
