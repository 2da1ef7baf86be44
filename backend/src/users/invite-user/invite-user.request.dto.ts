import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional } from 'class-validator';
import {
  type CreateUserRequest,
  USER_NAME_MAX_LENGTH,
  USER_EMAIL_MAX_LENGTH,
  USER_API_KEY_MAX_LENGTH,
} from '@job-intake/contracts/identity/users-api';
import { UserApiKey, UserCntId, UserEmail, UserName, UserRoleId } from '../shared/user-field-rules';

export class CreateUserRequestDto implements CreateUserRequest {
  @ApiProperty({ example: 'Pat Example', maxLength: USER_NAME_MAX_LENGTH })
  @UserName()
  name: string;

  @ApiProperty({ example: 'pat@example.com', maxLength: USER_EMAIL_MAX_LENGTH })
  @UserEmail()
  email: string;

  @ApiPropertyOptional({ example: '100245', nullable: true, description: 'Provider contact id' })
  @UserCntId()
  @IsOptional()
  cnt_id?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: USER_API_KEY_MAX_LENGTH })
  @UserApiKey()
  @IsOptional()
  api_key?: string | null;

  @ApiProperty({ format: 'uuid', description: "The id of the user's role in this company" })
  @UserRoleId()
  @IsNotEmpty({ message: 'value (the role) is required: choose a role' })
  value: string;
}
